import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { preloadScreens, roleHomeScreens } from '../../../test/preload-screens';
import { renderApp } from '../../../test/render-app';
import { answerApprovalLetter, LETTER_FILE_ID } from '../testing/approval-letter-handlers';

/** The vendor's overview of a company at `prequalStatus`. */
function serveOverview(prequalStatus: string) {
  server.use(
    graphql.query('VendorOverview', ({ variables }) =>
      HttpResponse.json({ data: { registration: { __typename: 'VendorRegistration', vendorId: variables.vendorId, prequalStatus, noOfEmployees: 40 } } }),
    ),
  );
}

// The overview compiled before the tests (a loaded machine outlasts a findBy otherwise).
preloadScreens(...roleHomeScreens);

afterEach(() => vi.restoreAllMocks());

describe('Download approval letter', () => {
  it('the vendor downloads its letter from the overview of a completed prequalification, through a fresh link', async () => {
    serveOverview('COMPLETED');
    const calls = answerApprovalLetter();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/vendor/overview', { role: 'VENDOR_USER' });
    await user.click(await screen.findByRole('button', { name: 'Download approval letter' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.links).toEqual([LETTER_FILE_ID]);
    expect(clicked[0]!.getAttribute('href')).toContain('/api/v1/s3files/view?');
    expect(clicked[0]!.download).toBe('Approval letter Acme 2026-11.pdf');
  });

  it('is not offered while no letter exists', async () => {
    serveOverview('COMPLETED');
    renderApp('/vendor/overview', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByText(/Pre-qualification status/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download approval letter' })).not.toBeInTheDocument();
  });
});
