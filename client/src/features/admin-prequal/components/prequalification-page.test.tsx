import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { renderApp } from '../../../test/render-app';
import { typeBeforePause } from '../../../test/type-before-pause';
import { answerPrequalCalls, registrationRow } from '../testing/prequal-handlers';
import { answerReviewCalls } from '../testing/review-handlers';

const TAB_LABELS = [
  'Registration in progress',
  'Registrations Waiting on Approval',
  'Account Creation',
  'In Progress',
  'Admin Review',
  'Department Review',
  'Final Review',
  'Completed',
  'Renewal',
];

describe('PrequalificationPage', () => {
  it('shows the nine tabs in order, the first one active', async () => {
    answerPrequalCalls();
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    await screen.findByRole('heading', { name: 'Prequalification' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TAB_LABELS);
    expect(screen.getByRole('tab', { name: 'Registration in progress' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab number passed in navigation state and keeps the choice there', async () => {
    const calls = answerPrequalCalls();
    const { user, router } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', state: { tab: 2 } });
    expect(await screen.findByRole('tab', { name: 'Account Creation' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.pendingAccounts).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Registrations Waiting on Approval' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Registrations Waiting on Approval' })).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.state).toMatchObject({ tab: 1 });
  });

  it('the review tabs list their status, each with its own search', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls();
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', state: { tab: 5 } });
    expect(await screen.findByRole('searchbox', { name: 'Search Department Review' })).toBeInTheDocument();
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ status: 'DEPARTMENT_REVIEW_PENDING', search: null }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Department Review' }), 'beta');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ status: 'DEPARTMENT_REVIEW_PENDING', search: 'beta' }));

    await user.click(screen.getByRole('tab', { name: 'Final Review' }));
    expect(await screen.findByRole('searchbox', { name: 'Search Final Review' })).toHaveValue('');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ status: 'FINAL_REVIEW_PENDING', search: null }));
  });

  it('searches after typing stops, and a tab change resets the search', async () => {
    const calls = answerPrequalCalls({ drafts: [registrationRow()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    await screen.findByText('Acme Concrete');
    expect(calls.registrations.at(-1)).toMatchObject({ status: 'DRAFT', search: null, page: 1, limit: 25 });

    // Not per keystroke: nothing is asked until typing pauses (500 ms, see search-input.test.tsx).
    await typeBeforePause(screen.getByRole('searchbox', { name: 'Search Registration in progress' }), 'acme', SEARCH_DEBOUNCE_MS, () =>
      expect(calls.registrations.some((v) => v.search)).toBe(false),
    );
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ status: 'DRAFT', search: 'acme' }));
    expect(calls.registrations.filter((v) => v.search).map((v) => v.search)).toEqual(['acme']);

    await user.click(screen.getByRole('tab', { name: 'Registrations Waiting on Approval' }));
    expect(await screen.findByRole('searchbox', { name: 'Search Registrations Waiting on Approval' })).toHaveValue('');
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ status: 'SUBMITTED', search: null }));

    // Back on the first tab, its search has been reset too.
    await user.click(screen.getByRole('tab', { name: 'Registration in progress' }));
    expect(await screen.findByRole('searchbox', { name: 'Search Registration in progress' })).toHaveValue('');
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ status: 'DRAFT', search: null }));
  });
});
