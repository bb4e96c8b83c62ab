import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeRegistration } from '../../../components/registration-form/test/registration-fixture';
import { FORM_TEST_TIMEOUT } from '../../../components/registration-form/test/render-form';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const TAX_ID = '12-3456789';
const SUBMITTED =
  'Your request has been submitted for review. Please wait for approval. An email with further instructions will be sent to you.';

interface SaveVariables {
  vendorId?: string | null;
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

function serveDraft() {
  server.use(
    graphql.query('RegistrationForm', ({ variables }) =>
      HttpResponse.json({ data: { registration: completeRegistration({ vendorId: String(variables.vendorId) }) } }),
    ),
  );
}

function openRegistration(state: object) {
  const app = renderApp('/vendor-registration', { state });
  // The same pointer shortcut as the form's own tests: this page is long.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...app, user };
}

describe('/vendor-registration', { timeout: FORM_TEST_TIMEOUT }, () => {
  // The route is a lazy chunk with the whole form: transform it once, outside the tests' own time limit.
  beforeAll(() => import('./vendor-registration-page'));

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

  it('saves a draft, then updates the same draft on the next save', async () => {
    const seen = recordMutation('SaveRegistrationDraft', (v) =>
      completeRegistration({ vendorId: 'draft-9', companyName: String(v.input.companyName) }),
    );
    const { user } = openRegistration({ taxId: TAX_ID });
    await user.type(await screen.findByLabelText(/^Company Name/), 'Chesapeake Drywall LLC');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText('Draft saved successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(seen).toHaveLength(2));

    expect(seen[0]?.vendorId).toBeNull();
    expect(seen[0]?.input).toMatchObject({ taxId: TAX_ID, companyName: 'Chesapeake Drywall LLC' });
    expect(seen[1]?.vendorId).toBe('draft-9');
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
    expect(dialog).toHaveTextContent(SUBMITTED);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.vendorId).toBe('draft-1');
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

  it("shows a server error that names no field in the Alert modal", async () => {
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
