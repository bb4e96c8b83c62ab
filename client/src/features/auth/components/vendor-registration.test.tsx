import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberDraftSecret } from '../../../auth/draft-secrets';
import { SUPPORT_EMAIL } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

interface Verification {
  vendorsWithSameTaxId?: { companyName: string; accountId: string }[];
  draftVendors?: { companyName: string; vendorId: string }[];
  isExistsInDynamics?: boolean;
  isExistsInDatabase?: boolean;
}

/** Answers VerifyTaxId with the given result; records the variables it was asked with. */
function answerVerify(result: Verification, seen: unknown[] = []) {
  server.use(
    graphql.query('VerifyTaxId', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          verifyTaxId: {
            __typename: 'TaxIdVerification',
            vendorsWithSameTaxId: (result.vendorsWithSameTaxId ?? []).map((c) => ({ __typename: 'CompanyMatch', ...c })),
            draftVendors: (result.draftVendors ?? []).map((d) => ({ __typename: 'DraftMatch', ...d })),
            isExistsInDynamics: result.isExistsInDynamics ?? false,
            isExistsInDatabase: result.isExistsInDatabase ?? false,
            crmAccounts: [],
            isRegistrationRejected: false,
          },
        },
      });
    }),
  );
  return seen;
}

/** The draft the registration page loads when it is continued: only a name so far. */
function answerDraft(vendorId: string, companyName: string) {
  const lists = ['secondaryContacts', 'regions', 'marketSectors', 'secondaryTrades', 'classificationsCertifications', 'companyPerformActions'];
  server.use(
    graphql.query('RegistrationForm', ({ query }) => {
      // Every field the page's fragment selects, empty, so the answer is complete.
      const fragment = query.slice(query.indexOf('fragment RegistrationFormFields'));
      const fields = [...fragment.matchAll(/^ {2}(\w+)/gm)].map((m) => m[1]!);
      const registration: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, lists.includes(f) ? [] : null]));
      Object.assign(registration, { __typename: 'VendorRegistration', vendorId, companyName, registrationStatus: 'DRAFT' });
      return HttpResponse.json({ data: { registration } });
    }),
  );
}

async function verify(taxId = '12-3456789') {
  const app = renderApp('/registration');
  await app.user.click(await screen.findByRole('button', { name: 'Register your company' }));
  await screen.findByRole('heading', { name: 'Register your company' });
  if (taxId) await app.user.type(screen.getByLabelText(/Tax ID/), taxId);
  await app.user.click(screen.getByRole('button', { name: 'Verify' }));
  return app;
}

/** Answers SendDraftLink as the server does (the same words whatever the id names); records the ids asked for. */
function answerSendLink(seen: string[] = []) {
  server.use(
    graphql.mutation('SendDraftLink', ({ variables }) => {
      seen.push(String(variables.vendorId));
      return HttpResponse.json({
        data: { sendDraftLink: { __typename: 'SuccessPayload', success: true, message: LINK_SENT } },
      });
    }),
  );
  return seen;
}

const LINK_SENT = 'If this registration is still a draft with a contact e-mail, a link to continue it has been sent to that address.';

describe('VendorRegistration (tax-ID verification)', () => {
  afterEach(() => sessionStorage.clear());

  it('requires the tax ID and its NN-NNNNNNN format', async () => {
    const seen = answerVerify({});
    const { user } = await verify('');
    expect(await screen.findByText('Tax ID is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Tax ID/), '1234');
    expect(screen.getByLabelText(/Tax ID/)).toHaveValue('12-34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Tax ID must be in the format NN-NNNNNNN')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('(a) lists companies and drafts; a draft this browser session saved continues with its id', async () => {
    // The first "Save as a draft" of this session kept the draft's secret.
    rememberDraftSecret('draft-9', 'secret-of-draft-9');
    const seen = answerVerify({
      vendorsWithSameTaxId: [{ companyName: 'Acme Concrete', accountId: 'acc-1' }],
      draftVendors: [{ companyName: 'Acme Draft', vendorId: 'draft-9' }],
      isExistsInDatabase: true,
    });
    answerDraft('draft-9', 'Acme Draft');
    const { user, router } = await verify('123456789');

    expect(await screen.findByText('Acme Concrete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Begin Prequalification for Acme Concrete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to New Registration' })).toBeInTheDocument();
    expect(seen).toEqual([{ taxId: '12-3456789', from: 'register' }]);

    await user.click(screen.getByRole('button', { name: 'Continue Registration for Acme Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-registration'));
    expect(router.state.location.state).toEqual({ taxId: '12-3456789', draftVendorId: 'draft-9' });
  });

  it('(a) a draft without its secret in this session offers only to send the link again, which says the same whatever it names', async () => {
    answerVerify({ draftVendors: [{ companyName: 'Acme Draft', vendorId: 'draft-9' }] });
    const asked = answerSendLink();
    const { user } = await verify();
    const send = await screen.findByRole('button', { name: 'Send me the link again for Acme Draft' });
    // The id alone opens nothing: there is no way into the draft from here.
    expect(screen.queryByRole('button', { name: 'Continue Registration for Acme Draft' })).not.toBeInTheDocument();
    expect(screen.getByText(/A draft opens with the link we e-mailed to its primary contact/)).toBeInTheDocument();

    await user.click(send);
    expect(await screen.findByText(LINK_SENT)).toBeInTheDocument();
    expect(asked).toEqual(['draft-9']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('(a) sending the link again past the limit says so beside the draft, from the keyboard too', async () => {
    answerVerify({ draftVendors: [{ companyName: 'Acme Draft', vendorId: 'draft-9' }] });
    server.use(
      graphql.mutation('SendDraftLink', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Too many requests for a registration link from this connection. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        }),
      ),
    );
    const { user } = await verify();
    (await screen.findByRole('button', { name: 'Send me the link again for Acme Draft' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for a registration link from this connection.');
  });

  it('(a) choosing a company opens the sign-up for its account', async () => {
    answerVerify({ vendorsWithSameTaxId: [{ companyName: 'Acme Concrete', accountId: 'acc-1' }] });
    const { user } = await verify();
    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification for Acme Concrete' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByText('Company: Acme Concrete')).toBeInTheDocument();
  });

  it('(a) a new registration carries only the tax ID', async () => {
    answerVerify({ draftVendors: [{ companyName: 'Acme Draft', vendorId: 'draft-9' }] });
    const { user, router } = await verify();
    await user.click(await screen.findByRole('button', { name: 'Proceed to New Registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-registration'));
    expect(router.state.location.state).toEqual({ taxId: '12-3456789' });
  });

  it('(b) in the external system only: Proceed to Prequalification or Login', async () => {
    answerVerify({ isExistsInDynamics: true, isExistsInDatabase: false });
    const { user, router } = await verify();
    expect(
      await screen.findByText('You are already registered in the portal. Please Proceed to Prequalification to Begin Prequalification or to Login'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Proceed to Prequalification' }));
    expect(await screen.findByRole('heading', { name: 'Begin Prequalification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
    expect(screen.getByLabelText(/FEIN/)).toBeInTheDocument();
  });

  it('(b) Login opens the login form', async () => {
    answerVerify({ isExistsInDynamics: true, isExistsInDatabase: false });
    const { user } = await verify();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('(c) in the database only: wait for approval, with Contact Us', async () => {
    answerVerify({ isExistsInDynamics: false, isExistsInDatabase: true });
    await verify();
    const message = await screen.findByText('You are already registered in the portal. Please wait for the approval or reach out to the team');
    expect(message).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('(d) in neither: proceeds to the registration form with the tax ID', async () => {
    answerVerify({ isExistsInDynamics: false, isExistsInDatabase: false });
    const { user, router } = await verify();
    expect(await screen.findByText('Please Proceed to Trade Partner Registration Form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trade Partner Registration Form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-registration'));
    expect(router.state.location.state).toEqual({ taxId: '12-3456789' });
  });

  it('(e) anything else: the unexpected-response message', async () => {
    answerVerify({ isExistsInDynamics: true, isExistsInDatabase: true });
    await verify();
    const status = await screen.findByRole('status');
    expect(within(status).getByText('An unexpected response was received. Please try again or contact support.')).toBeInTheDocument();
  });

  it("a failed verification shows the server's message", async () => {
    server.use(
      graphql.query('VerifyTaxId', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Too many requests. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        }),
      ),
    );
    await verify();
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    // The screen explains it; the global Alert stays closed.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed verification without a message shows the fixed sentence', async () => {
    server.use(graphql.query('VerifyTaxId', () => HttpResponse.error()));
    await verify();
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeInTheDocument();
  });
});
