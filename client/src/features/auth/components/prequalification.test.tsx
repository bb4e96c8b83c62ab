import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

function answerVerify(companies: { companyName: string; accountId: string }[], seen: unknown[] = []) {
  server.use(
    graphql.query('VerifyTaxId', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          verifyTaxId: {
            vendorsWithSameTaxId: companies,
            draftVendors: [],
            isExistsInDynamics: companies.length > 0,
            isExistsInDatabase: companies.length > 0,
            crmAccounts: [],
            isRegistrationRejected: false,
          },
        },
      });
    }),
  );
  return seen;
}

async function openPrequalification() {
  const app = renderApp('/prequalification');
  await app.user.click(await screen.findByRole('button', { name: 'Begin Prequalification / Create an account' }));
  await screen.findByRole('heading', { name: 'Begin Prequalification' });
  return app;
}

describe('Prequalification (FEIN verification)', () => {
  it('requires the FEIN in the NN-NNNNNNN format', async () => {
    const { user } = await openPrequalification();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('FEIN is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/FEIN/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('FEIN must be in the format NN-NNNNNNN')).toBeInTheDocument();
  });

  it('verifies without `from`, then signs up for the chosen company', async () => {
    const seen = answerVerify([{ companyName: 'Acme Concrete', accountId: 'acc-1' }]);
    const { user } = await openPrequalification();
    await user.type(screen.getByLabelText(/FEIN/), '12-3456789');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification for Acme Concrete' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(seen).toEqual([{ taxId: '12-3456789', from: null }]);
    // A new registration is offered on the registration screen, not here.
    expect(screen.queryByRole('button', { name: 'Proceed to New Registration' })).not.toBeInTheDocument();
  });

  it('opens the sign-up directly for an invitation link stored in this browser', async () => {
    localStorage.setItem('accountId', 'acc-invited');
    const { user } = renderApp('/prequalification');
    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification / Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});
