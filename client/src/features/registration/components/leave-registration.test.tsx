import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { draftSecretOf } from '../../../auth/draft-secrets';
import { completeRegistration } from '../../registration-form/testing/registration-fixture';
import { FORM_TEST_TIMEOUT } from '../../registration-form/testing/render-form';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const TAX_ID = '12-3456789';

/** Records each "Save as a draft" request and answers with a new draft and its secret. */
function recordDraftSaves() {
  const seen: { input: Record<string, unknown> }[] = [];
  server.use(
    graphql.mutation<Record<string, unknown>, { input: Record<string, unknown> }>('SaveRegistrationDraft', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          saveRegistrationDraft: {
            ...completeRegistration({ vendorId: 'draft-left', companyName: String(variables.input.companyName), version: seen.length }),
            draftToken: seen.length === 1 ? 'secret-of-draft-left' : null,
          },
        },
      });
    }),
  );
  return seen;
}

/** Opens the form and waits for it (a lazy chunk: slow on a loaded machine). */
async function openRegistration() {
  const app = renderApp('/vendor-registration', { state: { taxId: TAX_ID } });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByLabelText(/^Company Name/);
  return { ...app, user };
}

// Each test renders the whole long form several times over: three times the form tests' own allowance.
describe('"Return to homepage" on the registration form', { timeout: 3 * FORM_TEST_TIMEOUT }, () => {
  beforeAll(() => import('./vendor-registration-page'));
  afterEach(() => sessionStorage.clear());

  it('leaves at once when nothing was typed', async () => {
    const { user, router } = await openRegistration();
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before throwing away what was typed; Stay keeps it, Leave without saving saves nothing', async () => {
    const seen = recordDraftSaves();
    const { user, router } = await openRegistration();
    await user.type(await screen.findByLabelText(/^Company Name/), 'Severn Drywall LLC');
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the registration form?' });

    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/vendor-registration');
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Severn Drywall LLC');

    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(seen).toHaveLength(0);
  });

  it('saves the draft and leaves, keeping its secret so verifying the tax ID again continues it', async () => {
    const seen = recordDraftSaves();
    const { user, router } = await openRegistration();
    await user.type(await screen.findByLabelText(/^Company Name/), 'Severn Drywall LLC');
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save as a draft and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.input).toMatchObject({ taxId: TAX_ID, companyName: 'Severn Drywall LLC' });
    expect(draftSecretOf('draft-left')).toBe('secret-of-draft-left');
  });

  it('stays when the draft cannot be saved (no company name), and says why', async () => {
    const seen = recordDraftSaves();
    const { user, router } = await openRegistration();
    await user.type(await screen.findByLabelText(/^Office Location City/), 'Annapolis');
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save as a draft and leave' }));
    // Beside the field (the Alert may say it too).
    expect(await screen.findByText('Company name is required.', { selector: '[data-part="error-text"]' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor-registration');
    expect(seen).toHaveLength(0);
  });

  it('after a saved draft, leaves without asking until something new is typed', async () => {
    recordDraftSaves();
    const { user, router } = await openRegistration();
    await user.type(await screen.findByLabelText(/^Company Name/), 'Severn Drywall LLC');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText('Draft saved successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
