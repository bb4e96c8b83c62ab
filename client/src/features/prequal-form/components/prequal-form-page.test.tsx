import type { Role } from '@portal/common/auth/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import { renderApp } from '../../../test/render-app';
import { INSTANCE, newServerState, serveForms, type ServerState } from '../test/prequal-handlers';

const TIMEOUT = 30000;

// jsdom has no PointerEvent; Zag's checkbox builds one when its input loses the focus.
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: class extends MouseEvent {} });
});
afterAll(() => {
  if (!hadPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
});

async function openForms(state: ServerState | null, role: Role = 'VENDOR_ADMIN', path = '/vendor/prequal-form') {
  const served = serveForms(state);
  // The overview a test may leave for.
  server.use(
    graphql.query('VendorOverview', () =>
      HttpResponse.json({ data: { registration: { __typename: 'VendorRegistration', vendorId: 'v-1', prequalStatus: 'IN_PROGRESS', noOfEmployees: 40 } } }),
    ),
  );
  const app = renderApp(path, { role });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  expect(await screen.findByRole('heading', { name: 'Prequalification', level: 1 })).toBeInTheDocument();
  return { ...app, user, served };
}

function errorBeside(label: string): string | null {
  const wrapper = screen.getByLabelText(label).closest('[data-field-path]');
  return wrapper?.querySelector('.chakra-field__errorText')?.textContent ?? null;
}

function toast(text: string) {
  return screen.findByText(text);
}

describe('/vendor/prequal-form', { timeout: TIMEOUT }, () => {
  beforeAll(() => import('./prequal-form-page'));

  it('a form returned with flagged questions opens on their tab, says how many, and shows each note beside its question', async () => {
    const state = newServerState();
    state.forms[1]!.flags = [{ path: 'revenue_2026', note: 'Use the audited figure' }];
    await openForms(state);
    expect(await screen.findByText('One question was returned for correction')).toBeInTheDocument();
    expect(screen.getByText(/highlighted below with the reviewer's notes \(Financial\)/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
    const question = screen.getByLabelText('Revenue 2026').closest('[data-field-path]');
    expect(question).toHaveTextContent('Returned for correction: Use the audited figure');
    expect(screen.getByLabelText('Bonding company').closest('[data-field-path]')).not.toHaveTextContent('Returned for correction');
  });

  it('shows the three tabs in order with their buttons; Next and Previous keep what is typed', async () => {
    const { user } = await openForms(newServerState());
    expect(await screen.findByText('Please fill out the below information (All mandatory)')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Safety', 'Financial', 'Legal']);
    expect(screen.getByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('EMR 2026'), '0.8');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Bonding company'), 'Surety Co');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('checkbox', { name: 'Our W-9 is current' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Bonding company')).toHaveValue('Surety Co');
    await user.click(screen.getByRole('tab', { name: 'Safety' }));
    expect(screen.getByLabelText('EMR 2026')).toHaveValue('0.8');
  });

  it('Save keeps the tab as a draft with the version it was loaded at', async () => {
    const { user, served } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Form is saved successfully')).toBeInTheDocument();
    expect(served.saves).toEqual([{ instance: INSTANCE, form: { category: 'SAFETY', answers: { emr_2026: 1.25 }, version: 1 } }]);

    // The next save carries the new version.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(served.saves).toHaveLength(2));
    expect(served.saves[1]?.form).toEqual({ category: 'SAFETY', answers: { emr_2026: 1.25, written_program: 'yes' }, version: 2 });
  });

  it('an ill-typed answer is not saved; its error shows beside it', async () => {
    const { user, served } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), 'high');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorBeside('EMR 2026')).toBe('Must be a number'));
    expect(served.saves).toHaveLength(0);
  });

  it('an answer outside its limits is saved as typed; its error and the range hint stay beside it', async () => {
    const { user, served } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Form is saved successfully')).toBeInTheDocument();
    expect(served.saves).toEqual([{ instance: INSTANCE, form: { category: 'SAFETY', answers: { emr_2026: 9 }, version: 1 } }]);
    expect(errorBeside('EMR 2026')).toBe('Must be at most 5');
    const wrapper = screen.getByLabelText('EMR 2026').closest('[data-field-path]') as HTMLElement;
    expect(within(wrapper).getByText('Between 0 and 5')).toBeInTheDocument();
  });

  it("the server's field errors show beside the fields", async () => {
    await openForms(newServerState());
    server.use(
      graphql.mutation('SavePrequalForm', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'EMR 2026: Must be at most 5.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { emr_2026: 'Must be at most 5' } } }],
        }),
      ),
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.type(await screen.findByLabelText('EMR 2026'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorBeside('EMR 2026')).toBe('Must be at most 5'));
    expect(screen.queryByRole('alertdialog', { name: 'Alert' })).not.toBeInTheDocument();
  });

  it('Submit with an invalid second tab jumps to it and shows the errors; fixed, it submits all three', async () => {
    const { user, served } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), '0.9');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('tab', { name: 'Legal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Our W-9 is current' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(errorBeside('Revenue 2026')).toBe('Required'));
    expect(errorBeside('Bonding company')).toBe('Required');
    expect(served.submits).toHaveLength(0);

    await user.type(screen.getByLabelText('Revenue 2026'), '2500000');
    await waitFor(() => expect(errorBeside('Revenue 2026')).toBeNull());
    await user.type(screen.getByLabelText('Bonding company'), 'Surety Co');
    await user.click(screen.getByRole('tab', { name: 'Legal' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await toast('Forms are submitted successfully')).toBeInTheDocument();
    expect(served.submits).toEqual([
      {
        instance: INSTANCE,
        forms: [
          { category: 'SAFETY', answers: { emr_2026: 0.9, written_program: 'no' }, version: 1 },
          { category: 'FINANCIAL', answers: { revenue_2026: '2500000.00', bonding_company: 'Surety Co' }, version: 1 },
          { category: 'LEGAL', answers: { w9_confirm: true }, version: 1 },
        ],
      },
    ]);
    // Read only now, with the company's new status.
    expect(await screen.findByText('Status: Submitted, waiting for admin review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Our W-9 is current' })).toBeDisabled();
  });

  it("the server's refusal of a submit shows each form's errors on its tab", async () => {
    const state = newServerState();
    state.forms[0]!.answers = { emr_2026: 1, written_program: 'yes' };
    state.forms[1]!.answers = { revenue_2026: '10.00', bonding_company: 'Surety Co' };
    state.forms[2]!.answers = { w9_confirm: true };
    const { user, served } = await openForms(state);
    server.use(
      graphql.mutation('SubmitPrequalForms', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Revenue 2026: Must be at least 100.',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'FINANCIAL:revenue_2026': 'Must be at least 100' } },
            },
          ],
        }),
      ),
    );
    await user.click(await screen.findByRole('tab', { name: 'Legal' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(errorBeside('Revenue 2026')).toBe('Must be at least 100'));
    expect(served.submits).toHaveLength(0);
    expect(screen.queryByText('Forms are submitted successfully')).not.toBeInTheDocument();
  });

  it('a stale save offers to reload the latest answers and never overwrites them silently', async () => {
    const state = newServerState();
    const { user, served } = await openForms(state);
    await user.type(await screen.findByLabelText('EMR 2026'), '1.5');
    // Someone saves the safety form in another tab meanwhile.
    state.forms[0] = { ...state.forms[0]!, version: 2, answers: { emr_2026: 0.7 } };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    expect(dialog).toHaveTextContent('This form was changed in another tab or by someone else. Reload it to see the latest answers.');
    expect(served.saves).toHaveLength(1);
    expect(state.forms[0]?.answers).toEqual({ emr_2026: 0.7 });
    // What was typed stays until the vendor chooses.
    expect(screen.getByLabelText('EMR 2026', { selector: 'input' })).toHaveValue('1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('EMR 2026')).toHaveValue('0.7'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Changed by someone else' })).not.toBeInTheDocument());

    // The reloaded version saves.
    await user.clear(screen.getByLabelText('EMR 2026'));
    await user.type(screen.getByLabelText('EMR 2026'), '0.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Form is saved successfully')).toBeInTheDocument();
    expect(served.saves[1]?.form.version).toBe(2);
  });

  it('is read only for a company user', async () => {
    const state = newServerState({ editable: false });
    state.forms[0]!.answers = { emr_2026: 1.1 };
    await openForms(state, 'VENDOR_USER');
    expect(await screen.findByLabelText('EMR 2026')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('EMR 2026')).toHaveValue('1.1');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText('Please fill out the below information (All mandatory)')).not.toBeInTheDocument();
    expect(screen.getByText('Status: In progress')).toBeInTheDocument();
  });

  it('says so when the company has not begun', async () => {
    await openForms(null);
    expect(await screen.findByText('You have not begun pre-qualification yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /begin pre-qualification/i })).toHaveAttribute('href', '/vendor/overview');
  });

  it('leaving by a link with unsaved changes asks to save first', async () => {
    const { user, served, router } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), '2');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Save changes before you move from this page');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/vendor/prequal-form');
    expect(served.saves).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/overview'));
    expect(served.saves.map((s) => s.form)).toEqual([{ category: 'SAFETY', answers: { emr_2026: 2 }, version: 1 }]);
  });

  it('Return to Home saves a dirty draft first; nothing changed, it just goes', async () => {
    const { user, served, router } = await openForms(newServerState());
    await user.click(await screen.findByRole('tab', { name: 'Financial' }));
    await user.type(screen.getByLabelText('Bonding company'), 'Surety Co');
    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/overview'));
    expect(served.saves.map((s) => s.form)).toEqual([{ category: 'FINANCIAL', answers: { bonding_company: 'Surety Co' }, version: 1 }]);
    expect(screen.queryByRole('alertdialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('a browser unload keeps answers outside their limits and leaves out only an ill-typed one', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/v1/vendor/prequal', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'form-x', status: 'IN_PROGRESS', instance: INSTANCE, version: 2 });
      }),
    );
    const { user } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), '9');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Revenue 2026'), 'lots');
    await user.type(screen.getByLabelText('Bonding company'), 'Surety Co');
    act(() => {
      window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    });
    await waitFor(() => expect(posted).toHaveLength(2));
    const answersOf = (body: Record<string, unknown>) =>
      Object.fromEntries(
        ((body.formFields as { fields: { slug: string; userInput?: unknown }[] }).fields ?? []).filter((f) => 'userInput' in f).map((f) => [f.slug, f.userInput]),
      );
    expect(posted.map((b) => (b.formTemplate as { category: string }).category)).toEqual(['SAFETY', 'FINANCIAL']);
    expect(answersOf(posted[0]!)).toEqual({ emr_2026: 9 });
    expect(answersOf(posted[1]!)).toEqual({ bonding_company: 'Surety Co' });
  });

  it('a browser unload saves the drafts with a keepalive request carrying the token', async () => {
    const posted: { auth: string | null; body: Record<string, unknown> }[] = [];
    server.use(
      http.post('*/api/v1/vendor/prequal', async ({ request }) => {
        posted.push({ auth: sessionSent(request), body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json({ id: 'form-SAFETY', status: 'IN_PROGRESS', instance: INSTANCE, version: 2 });
      }),
    );
    const { user, served } = await openForms(newServerState());
    await user.type(await screen.findByLabelText('EMR 2026'), '3');
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    // The browser is asked to confirm leaving.
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.auth).toBe('cookie+csrf');
    expect(posted[0]?.body).toMatchObject({
      formTemplate: { category: 'SAFETY' },
      status: 'DRAFT',
      version: 1,
      instance: INSTANCE,
      formFields: {
        fields: [
          { slug: 'emr_2026', type: 'inputText', props: {}, userInput: 3 },
          { slug: 'written_program', type: 'radio', props: {} },
        ],
      },
    });
    // The vendor stayed: the answer's version is the one the next save carries.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(served.saves).toHaveLength(1));
    expect(served.saves[0]?.form.version).toBe(2);
  });
});
