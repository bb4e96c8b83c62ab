import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreens } from '../../../test/preload-screens';
import { renderApp } from '../../../test/render-app';
import { answerApprovalLetter, LETTER_FILE_ID } from '../../approval-letter/testing/approval-letter-handlers';
import { answerCompanyCalls, VENDOR_ID } from '../testing/company-handlers';

// The page compiled before the test (a loaded machine outlasts a findBy otherwise).
preloadScreens(
  () => import('../../../app/layouts/admin-layout'),
  () => import('./company-detail-page'),
);

afterEach(() => vi.restoreAllMocks());

describe('Company page: the approval letter', () => {
  it('staff download it beside the Prequal History of the company page', async () => {
    answerCompanyCalls();
    const calls = answerApprovalLetter();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(`/admin/companies/${VENDOR_ID}`, { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByRole('region', { name: 'Prequal History' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Download approval letter' }));
    await waitFor(() => expect(calls.links).toEqual([LETTER_FILE_ID]));
    expect(calls.letters).toContain(VENDOR_ID);
  });
});
