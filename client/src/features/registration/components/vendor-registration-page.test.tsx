import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { draftSecretOf, rememberDraftSecret } from '../../../auth/draft-secrets';
import { completeRegistration } from '../../registration-form/testing/registration-fixture';
import { FORM_TEST_TIMEOUT } from '../../registration-form/testing/render-form';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const TAX_ID = '12-3456789';
const SUBMITTED = 'Your request has been submitted for review. Please wait for approval. An email with further instructions will be sent to you.';

const STALE = "This company's details were changed by someone else since you opened them. Reload to see the latest, then make your change again.";

interface SaveVariables {
  vendorId?: string | null;
  draftToken?: string | null;
  version?: number | null;
  input: Record<string, unknown>;
  w9File?: unknown;
  generalContractReferencesDocument?: unknown;
}

/** Records the variables of each request of one mutation and answers with the registration. */
function recordMutation(name: 'SaveRegistrationDraft' | 'SubmitRegistration', answer: (v: SaveVariables, n: number) => object) {
  const seen: SaveVariables[] = [];
  server.use(
    graphql.mutation<Record<string, unknown>, SaveVariables>(name, ({ variables }) => {
      seen.push(variables);
      const field = name === 'SaveRegistrationDraft' ? 'saveRegistrationDraft' : 'submitRegistration';
      return HttpResponse.json({ data: { [field]: answer(variables, seen.length) } });
    }),
  );
  return seen;
}

/** jsdom's Blob has no text(); FileReader it has. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Answers the draft the page loads (the n-th answer from `versions`, the last one after); records the variables asked with. */
function serveDraft(versions: Partial<ReturnType<typeof completeRegistration>>[] = [{}]) {
  const asked: { vendorId: string; draftToken: string | null }[] = [];
  server.use(
    graphql.query('RegistrationForm', ({ variables }) => {
      asked.push({ vendorId: String(variables.vendorId), draftToken: (variables.draftToken as string | null) ?? null });
      const overrides = versions[Math.min(asked.length, versions.length) - 1];
      return HttpResponse.json({ data: { registration: completeRegistration({ vendorId: String(variables.vendorId), ...overrides }) } });
    }),
  );
  return asked;
}

/** Refuses a save as the server does when the draft changed since it was loaded. */
const staleAnswer = () =>
  HttpResponse.json<GraphQLResponseBody<never>>({ data: null, errors: [{ message: STALE, extensions: { code: 'CONFLICT', fieldErrors: { version: STALE } } }] });

function openRegistration(state: object) {
  const app = renderApp('/vendor-registration', { state });
  // The same pointer shortcut as the form's own tests: this page is long.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...app, user };
}

describe('/vendor-registration', { timeout: FORM_TEST_TIMEOUT }, () => {
  // The route is a lazy chunk with the whole form: transform it once, outside the tests' own time limit.
  beforeAll(() => import('./vendor-registration-page'));
  afterEach(() => sessionStorage.clear());

  it('sends an anonymous visitor without a verified tax ID away', async () => {
    const { router } = renderApp('/vendor-registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prequalification'));
  });

  it('welcomes the visitor and shows the verified tax ID read-only', async () => {
    openRegistration({ taxId: TAX_ID });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Trade Partner Registration Form' })).toBeInTheDocument();
    const taxId = screen.getByLabelText(/^Tax ID/);
    expect(taxId).toHaveValue(TAX_ID);
    expect(taxId).toHaveAttribute('readonly');
  });

  it('saves a draft, keeps its secret for the session, then updates the same draft with the secret and the version it saved', async () => {
    const seen = recordMutation('SaveRegistrationDraft', (v, n) => ({
      ...completeRegistration({ vendorId: 'draft-9', companyName: String(v.input.companyName), version: n }),
      // Only the save that created the draft answers its secret.
      draftToken: n === 1 ? 'secret-of-draft-9' : null,
    }));
    const { user } = openRegistration({ taxId: TAX_ID });
    await user.type(await screen.findByLabelText(/^Company Name/), 'Chesapeake Drywall LLC');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText('Draft saved successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(seen).toHaveLength(3));

    expect(seen[0]).toMatchObject({ vendorId: null, draftToken: null, version: null });
    expect(seen[0]?.input).toMatchObject({ taxId: TAX_ID, companyName: 'Chesapeake Drywall LLC' });
    expect(seen[1]).toMatchObject({ vendorId: 'draft-9', draftToken: 'secret-of-draft-9', version: 1 });
    expect(seen[2]).toMatchObject({ vendorId: 'draft-9', draftToken: 'secret-of-draft-9', version: 2 });
    expect(draftSecretOf('draft-9')).toBe('secret-of-draft-9');
    expect(localStorage.length).toBe(0);
  });

  it('opens a draft from its e-mailed link: the secret leaves the address for the session, the draft loads with it', async () => {
    const asked = serveDraft([{ taxId: '98-7654321', companyName: 'Linked Draft LLC', version: 4 }]);
    const seen = recordMutation('SaveRegistrationDraft', (v) => completeRegistration({ vendorId: 'draft-7', version: 5, companyName: String(v.input.companyName) }));
    const { user, router } = openRegistration({});
    await router.navigate('/vendor-registration#draft=draft-7&token=link-secret');

    expect(await screen.findByLabelText(/^Company Name/)).toHaveValue('Linked Draft LLC');
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/vendor-registration');
    expect(asked).toEqual([{ vendorId: 'draft-7', draftToken: 'link-secret' }]);
    expect(draftSecretOf('draft-7')).toBe('link-secret');
    // The draft's own tax ID is the one it was started with: read-only here.
    expect(screen.getByLabelText(/^Tax ID/)).toHaveValue('98-7654321');
    expect(screen.getByLabelText(/^Tax ID/)).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ vendorId: 'draft-7', draftToken: 'link-secret', version: 4 });
  });

  it('sends a visitor with a draft id but no secret in this session away', async () => {
    const { router } = renderApp('/vendor-registration', { state: { draftVendorId: 'draft-7' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prequalification'));
  });

  it('a save refused as stale offers to reload, keeps what was typed until the user chooses, and Reload shows the latest', async () => {
    rememberDraftSecret('draft-1', 'secret-1');
    const asked = serveDraft([{ version: 1 }, { version: 2, companyName: 'Changed Elsewhere LLC' }]);
    const seen: SaveVariables[] = [];
    server.use(
      graphql.mutation<Record<string, unknown>, SaveVariables>('SaveRegistrationDraft', ({ variables }) => {
        seen.push(variables);
        return variables.version === 1
          ? staleAnswer()
          : HttpResponse.json({ data: { saveRegistrationDraft: { ...completeRegistration({ version: 3 }), draftToken: null } } });
      }),
    );
    const { user } = openRegistration({ taxId: TAX_ID, draftVendorId: 'draft-1' });
    const name = await screen.findByLabelText(/^Company Name/);
    await user.clear(name);
    await user.type(name, 'My Typed Name LLC');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    expect(dialog).toHaveTextContent(STALE);
    expect(within(dialog).getByRole('button', { name: 'Keep my changes' })).toBeEnabled();
    expect(screen.getByLabelText(/^Company Name/, { selector: 'input' })).toHaveValue('My Typed Name LLC');
    expect(screen.queryByText('Draft saved successfully')).not.toBeInTheDocument();

    // Escape keeps the input, as "Keep my changes" does.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('My Typed Name LLC');

    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    const again = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    // From the keyboard: Reload is a button that Enter presses.
    within(again).getByRole('button', { name: 'Reload' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByDisplayValue('Changed Elsewhere LLC')).toBeInTheDocument();
    expect(asked).toEqual([
      { vendorId: 'draft-1', draftToken: 'secret-1' },
      { vendorId: 'draft-1', draftToken: 'secret-1' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText('Draft saved successfully')).toBeInTheDocument();
    expect(seen.map((v) => v.version)).toEqual([1, 1, 2]);
  });

  it('asks for the company name before saving a draft', async () => {
    const seen = recordMutation('SaveRegistrationDraft', () => completeRegistration());
    const { user } = openRegistration({ taxId: TAX_ID });
    await user.click(await screen.findByRole('button', { name: 'Save as a draft' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Company name is required.');
    expect(seen).toHaveLength(0);
  });

  it('continues a draft and submits it: money stripped, W9 uploaded, success message, back to the homepage', async () => {
    rememberDraftSecret('draft-1', 'secret-1');
    serveDraft();
    const seen = recordMutation('SubmitRegistration', (v) => ({
      ...completeRegistration({ vendorId: String(v.vendorId), registrationStatus: 'SUBMITTED' }),
      w9File: { __typename: 'UploadedFile', fileId: 'f-9', name: 'w9.pdf', url: '/api/v1/files/f-9/content' },
    }));
    const { user, router } = openRegistration({ taxId: TAX_ID, draftVendorId: 'draft-1' });

    const average = await screen.findByLabelText(/^Average Project Size/);
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Chesapeake Drywall LLC');
    expect(average).toHaveValue('500,000');
    await user.clear(average);
    await user.type(average, '$1,250,000');
    const largest = screen.getByLabelText(/^Largest project size/);
    await user.clear(largest);
    await user.type(largest, '3,500,000.50');
    await user.upload(screen.getByLabelText(/^W9 File/), new File(['%PDF-1.7 test'], 'w9.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog');
    // The specification's success words are the dialog's title.
    expect(dialog).toHaveAccessibleName('Thank you for your submission');
    expect(dialog).toHaveTextContent(SUBMITTED);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ vendorId: 'draft-1', draftToken: 'secret-1', version: 1 });
    // Submitted: the secret is of no more use to this session.
    expect(draftSecretOf('draft-1')).toBeNull();
    expect(seen[0]?.input).toMatchObject({
      taxId: TAX_ID,
      averageProjectSize: '1250000',
      largestProjectSize: '3500000.50',
      annualVolume: '8000000',
    });
    // The W9 travelled as a multipart file part. (jsdom's FormData loses the file name on its way
    // through Node's fetch, so the test checks the content; browsers send the name.)
    expect(seen[0]?.w9File).toBeInstanceOf(File);
    expect(await readText(seen[0]?.w9File as File)).toBe('%PDF-1.7 test');

    await user.click(within(dialog).getByRole('button', { name: 'Return to homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
  });

  it('shows a server error that names no field in the Alert modal', async () => {
    serveDraft();
    server.use(
      graphql.mutation('SubmitRegistration', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'W9 File content does not match its name', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    const { user } = openRegistration({ taxId: TAX_ID, draftVendorId: 'draft-1' });
    await user.upload(await screen.findByLabelText(/^W9 File/), new File(['MZ'], 'w9.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('W9 File content does not match its name');
  });

  it('returns to the homepage', async () => {
    const { user, router } = openRegistration({ taxId: TAX_ID });
    await user.click(await screen.findByRole('button', { name: 'Return to homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
  });
});
