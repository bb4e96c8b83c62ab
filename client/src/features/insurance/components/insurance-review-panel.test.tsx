import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { WithApollo } from '../../../api/with-apollo';
import { App } from '../../../app/app';
import { AuthProvider } from '../../../auth/auth-provider';
import { makeSession } from '../../../test/make-session';
import { setSessionCookie } from '../../../test/session-cookie';
import { answerComplianceOf, compliance } from '../testing/insurance-handlers';
import { InsuranceLapseBanner } from './insurance-lapse-banner';
import { InsuranceReviewPanel } from './insurance-review-panel';

let stop: (() => void) | null = null;
afterEach(() => stop?.());

function renderInApp(node: React.ReactNode) {
  setSessionCookie(makeSession('PREQUAL_REVIEWER'));
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AuthProvider>
          <WithApollo>{node}</WithApollo>
        </AuthProvider>
      ),
    },
  ]);
  const client = createPortalClient(router);
  render(<App router={router} client={client} />);
  stop = () => {
    client.stop();
    router.dispose();
  };
}

describe('Insurance beside the review and on the company page', () => {
  it('the review panel shows the exact gaps', async () => {
    answerComplianceOf(compliance());
    renderInApp(<InsuranceReviewPanel vendorId="v-100" />);
    const group = await screen.findByRole('group', { name: 'Insurance compliance in review' });
    expect(group).toHaveTextContent('Gaps');
    expect(group).toHaveTextContent('General liability each occurrence $500,000 is below the required $1,000,000');
  });

  it('the review panel says "Meets requirements" without gaps', async () => {
    answerComplianceOf(compliance({ status: 'COMPLIANT', label: 'Meets requirements', gaps: [] }));
    renderInApp(<InsuranceReviewPanel vendorId="v-100" />);
    const group = await screen.findByRole('group', { name: 'Insurance compliance in review' });
    expect(group).toHaveTextContent('Meets requirements');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('an approved vendor whose insurance lapsed gets the banner with the lapsed coverage', async () => {
    answerComplianceOf(compliance({ status: 'LAPSED', label: 'Lapsed', gaps: ["Workers' compensation expired on 2026-10-01", 'Auto: no policy'] }));
    renderInApp(<InsuranceLapseBanner vendorId="v-100" approved />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Insurance lapsed on an approved vendor');
    expect(alert).toHaveTextContent("Workers' compensation expired on 2026-10-01.");
    expect(alert).not.toHaveTextContent('Auto: no policy');
  });

  it('no banner for a company not approved, nor for gaps without a lapse', async () => {
    answerComplianceOf(compliance({ status: 'LAPSED', label: 'Lapsed', gaps: ["Workers' compensation expired on 2026-10-01"] }));
    renderInApp(
      <>
        <InsuranceLapseBanner vendorId="v-100" approved={false} />
        <span>rendered</span>
      </>,
    );
    await screen.findByText('rendered');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
