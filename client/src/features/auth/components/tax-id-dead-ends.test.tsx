import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const CRM_ACCOUNT = { companyName: 'Potomac Glass & Glazing Inc', accountId: 'crm-acc-62' };

/** Answers every verification with `answer` (the four fields of the specification and the portal's two) and records what was asked. */
function answerVerify(answer: Partial<Record<string, unknown>>) {
  const seen: unknown[] = [];
  server.use(
    graphql.query('VerifyTaxId', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          verifyTaxId: {
            vendorsWithSameTaxId: [],
            draftVendors: [],
            isExistsInDynamics: false,
            isExistsInDatabase: false,
            crmAccounts: [],
            isRegistrationRejected: false,
            ...answer,
          },
        },
      });
    }),
  );
  return seen;
}

async function verifyOn(path: '/registration' | '/prequalification', taxId: string) {
  const app = renderApp(path);
  const registration = path === '/registration';
  await app.user.click(await screen.findByRole('button', { name: registration ? 'Register your company' : 'Begin Prequalification / Create an account' }));
  await app.user.type(await screen.findByLabelText(registration ? /Tax ID/ : /FEIN/), taxId);
  await app.user.click(screen.getByRole('button', { name: 'Verify' }));
  return app;
}

describe('tax-ID outcomes that used to end nowhere', () => {
  it('a CRM-only company goes from the registration screen to the FEIN screen with its tax ID, and signs up for its CRM account', async () => {
    const seen = answerVerify({ isExistsInDynamics: true, crmAccounts: [CRM_ACCOUNT] });
    const signUps: unknown[] = [];
    server.use(
      graphql.mutation('SignUp', ({ variables }) => {
        signUps.push(variables);
        return HttpResponse.json({ data: { signUp: { success: true, message: 'Request has been sent, please wait for Approval' } } });
      }),
    );
    const { user } = await verifyOn('/registration', '33-3333333');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Prequalification' }));

    expect(await screen.findByRole('heading', { name: 'Begin Prequalification' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/FEIN/)).toHaveValue('33-3333333'));
    await user.click(await screen.findByRole('button', { name: `Create an account for ${CRM_ACCOUNT.companyName}` }));
    // The FEIN screen verified again by itself, without `from`.
    expect(seen).toEqual([
      { taxId: '33-3333333', from: 'register' },
      { taxId: '33-3333333', from: null },
    ]);

    expect(await screen.findByText(`Company: ${CRM_ACCOUNT.companyName}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Gale Glazier');
    await user.type(screen.getByLabelText(/^Email/), 'gale@potomac.example');
    await user.type(screen.getByLabelText(/^Password/), 'Gale#Glazier2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Gale#Glazier2026');
    await user.type(screen.getByLabelText(/^Phone/), '301-555-0161');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Request has been sent, please wait for Approval')).toBeInTheDocument();
    expect(signUps).toEqual([
      {
        accountNumber: CRM_ACCOUNT.accountId,
        taxId: '33-3333333',
        input: { name: 'Gale Glazier', email: 'gale@potomac.example', password: 'Gale#Glazier2026', phone: '301-555-0161' },
      },
    ]);
  });

  it('the FEIN screen offers a draft of the tax ID, never a second registration', async () => {
    answerVerify({ draftVendors: [{ companyName: 'Magothy Millwork LLC', vendorId: 'draft-3' }] });
    await verifyOn('/prequalification', '27-7788990');
    expect(await screen.findByRole('button', { name: 'Send me the link again for Magothy Millwork LLC' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trade Partner Registration Form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to New Registration' })).not.toBeInTheDocument();
  });

  it('a registrant that was not approved is told so, with the address to contact, not to wait', async () => {
    answerVerify({ isExistsInDatabase: true, isRegistrationRejected: true });
    await verifyOn('/registration', '27-6655443');
    expect(await screen.findByText('Your registration was not approved. Please reach out to the team to learn why and how to go on.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`));
    expect(screen.queryByText(/Please wait for the approval/)).not.toBeInTheDocument();
  });

  it('a registration awaiting approval still says to wait', async () => {
    answerVerify({ isExistsInDatabase: true });
    await verifyOn('/registration', '27-6655444');
    expect(await screen.findByText('You are already registered in the portal. Please wait for the approval or reach out to the team')).toBeInTheDocument();
  });
});
