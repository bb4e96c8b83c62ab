import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

type Returned = { comment: string; questions: { tab: string; form: string; question: string; path: string; note: string }[] } | null;

/** The signed-in vendor's company (v-1) in `prequalStatus`, whose forms came back with `returned` (or not). */
function serveCompany(prequalStatus: string, returned: Returned) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('VendorOverview', ({ variables }) =>
      HttpResponse.json({ data: { registration: { __typename: 'VendorRegistration', vendorId: variables.vendorId, prequalStatus, noOfEmployees: 40 } } }),
    ),
    graphql.query('VendorReturnNotice', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          prequalForms: {
            __typename: 'PrequalFormSet',
            vendorId: variables.vendorId,
            instance: '2027-01',
            returned: returned && {
              __typename: 'PrequalReturnNotice',
              comment: returned.comment,
              questions: returned.questions.map((q) => ({ __typename: 'PrequalReturnedQuestion', ...q })),
            },
          },
        },
      });
    }),
  );
  return asked;
}

async function openOverview() {
  renderApp('/vendor/overview', { role: 'VENDOR_USER' });
  expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
}

describe('the overview of a company whose forms were returned', () => {
  beforeAll(() => import('./vendor-overview'));

  it("shows that the forms were returned, with the reviewer's comment and each flagged question", async () => {
    serveCompany('IN_PROGRESS', {
      comment: 'Please give the audited revenue.',
      questions: [
        { tab: 'FINANCIAL', form: 'Financial', question: 'Revenue 2024', path: 'revenue2024', note: 'Audited figure, please' },
        { tab: 'LEGAL', form: 'Legal', question: 'Pending litigation', path: 'litigation', note: 'Name the court' },
      ],
    });
    await openOverview();
    const notice = await screen.findByRole('region', { name: 'Your forms were returned for corrections' });
    expect(notice).toHaveTextContent("Reviewer's comment: Please give the audited revenue.");
    expect(within(notice).getByText('Flagged questions:')).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Financial: Revenue 2024 (Audited figure, please)', 'Legal: Pending litigation (Name the court)']);
    // The status and the way to the forms stay.
    expect(screen.getByText(/Pre-qualification status:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View pre-qualification' })).toHaveAttribute('href', '/vendor/prequal-form');
  });

  it('a return without flagged questions shows the comment alone', async () => {
    serveCompany('IN_PROGRESS', { comment: 'Sign the legal form.', questions: [] });
    await openOverview();
    const notice = await screen.findByRole('region', { name: 'Your forms were returned for corrections' });
    expect(notice).toHaveTextContent("Reviewer's comment: Sign the legal form.");
    expect(screen.queryByText(/Flagged question/)).not.toBeInTheDocument();
  });

  it('says nothing of a return when the forms were not returned, and does not ask once they are submitted', async () => {
    const asked = serveCompany('IN_PROGRESS', null);
    await openOverview();
    await screen.findByText(/Pre-qualification status:/);
    await expect.poll(() => asked.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Your forms were returned for corrections' })).not.toBeInTheDocument();

    const later = serveCompany('ADMIN_REVIEW_PENDING', { comment: 'stale', questions: [] });
    await openOverview();
    await screen.findByText(/Pre-qualification status:/);
    expect(later).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your forms were returned for corrections' })).not.toBeInTheDocument();
  });
});
