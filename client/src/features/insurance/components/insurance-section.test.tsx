import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { WithApollo } from '../../../api/with-apollo';
import { App } from '../../../app/app';
import { AuthProvider } from '../../../auth/auth-provider';
import { makeSession } from '../../../test/make-session';
import { setSessionCookie } from '../../../test/session-cookie';
import type { Role } from '@portal/common/auth/roles';
import { answerInsuranceCalls, COI_FILE_ID, compliance, insurancePolicy } from '../testing/insurance-handlers';
import { InsuranceSection } from './insurance-section';

/** The tab as the company page renders it (the route joins it through extraTabs). */
function renderSection(role: Role = 'PREQUAL_ADMIN') {
  setSessionCookie(makeSession(role));
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AuthProvider>
          <WithApollo>
            <InsuranceSection vendorId="v-100" />
          </WithApollo>
        </AuthProvider>
      ),
    },
  ]);
  const client = createPortalClient(router);
  const view = render(<App router={router} client={client} />);
  stop = () => {
    client.stop();
    router.dispose();
  };
  return { ...view, user: userEvent.setup() };
}
let stop: (() => void) | null = null;
afterEach(() => stop?.());

// Typing into a dialog's fields is slow on a loaded machine.
describe('InsuranceSection', { timeout: 90_000 }, () => {
  it('shows the gaps and the policies; staff add a policy and see the compliance the server answers', async () => {
    const calls = answerInsuranceCalls({
      policies: [insurancePolicy()],
      compliance: compliance(),
      afterAdd: compliance({ status: 'COMPLIANT', label: 'Meets requirements', gaps: [] }),
    });
    const { user } = renderSection();
    const result = await screen.findByRole('group', { name: 'Insurance compliance' });
    expect(within(result).getByText('Gaps')).toBeInTheDocument();
    expect(within(result).getByText('General liability each occurrence $500,000 is below the required $1,000,000')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Insurance policies' });
    expect(within(table).getByText('each occurrence: $500,000')).toBeInTheDocument();
    expect(within(table).getByText('coi-2026.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add policy' });
    await user.type(within(dialog).getByLabelText(/^Carrier/), 'Acme Mutual');
    await user.type(within(dialog).getByLabelText(/^Policy number/), 'GL-200');
    await user.type(within(dialog).getByLabelText(/^Effective date/), '2026-02-01');
    await user.type(within(dialog).getByLabelText(/^Expiry date/), '2026-01-01');
    await user.type(within(dialog).getByLabelText(/each occurrence/), '2,000,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The same schema as the server: checked before anything is sent.
    expect(await within(dialog).findByText('Choose the certificate of insurance this policy is on')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Certificate of insurance/ }), 'coi-2026.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Expiry date must be after the effective date')).toBeInTheDocument();
    expect(calls.added).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Expiry date/));
    await user.type(within(dialog).getByLabelText(/^Expiry date/), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meets requirements')).toBeInTheDocument();
    expect(calls.added).toEqual([
      expect.objectContaining({
        coverage: 'GENERAL_LIABILITY',
        carrier: 'Acme Mutual',
        policyNumber: 'GL-200',
        effectiveDate: '2026-02-01',
        expiryDate: '2027-02-01',
        limits: [{ key: 'eachOccurrence', amount: '2,000,000' }],
        certificateFileId: COI_FILE_ID,
      }),
    ]);
  });

  it('shows the server field errors on the fields', async () => {
    answerInsuranceCalls({
      policies: [],
      compliance: compliance({ hasPolicies: false, label: 'No policies', gaps: ['Auto: no policy'] }),
      addError: { certificateFileId: 'The certificate must be a file of this company' },
    });
    const { user } = renderSection();
    expect(await screen.findByText('No policies')).toBeInTheDocument();
    expect(screen.getByText('Auto: no policy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add policy' });
    await user.type(within(dialog).getByLabelText(/^Carrier/), 'Acme');
    await user.type(within(dialog).getByLabelText(/^Policy number/), 'X-1');
    await user.type(within(dialog).getByLabelText(/^Effective date/), '2026-02-01');
    await user.type(within(dialog).getByLabelText(/^Expiry date/), '2027-02-01');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Certificate of insurance/ }), 'auto-coi.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The certificate must be a file of this company')).toBeInTheDocument();
  });

  it('a viewer reads the policies without edit controls', async () => {
    answerInsuranceCalls({ policies: [insurancePolicy()], compliance: compliance() });
    renderSection('PREQUAL_VIEWER');
    expect(await screen.findByRole('table', { name: 'Insurance policies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove policy/ })).not.toBeInTheDocument();
  });
});
