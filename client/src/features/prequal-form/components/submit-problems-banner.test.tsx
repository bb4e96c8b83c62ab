import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_PROBLEMS_TITLE } from '../../../components/form-errors-banner';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { newServerState, serveForms } from '../test/prequal-handlers';

// jsdom has no PointerEvent; Zag's checkbox builds one when its input loses the focus.
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: class extends MouseEvent {} });
});
afterAll(() => {
  if (!hadPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
});

function errorBeside(label: string): string | null {
  const wrapper = screen.getByLabelText(label).closest('[data-field-path]');
  return wrapper?.querySelector('.chakra-field__errorText')?.textContent ?? null;
}

/** The form-errors banner once a refused Submit shows it. */
async function problemsBanner(): Promise<HTMLElement> {
  return (await screen.findByText(FORM_PROBLEMS_TITLE)).closest<HTMLElement>('[role="alert"]')!;
}

/** Each line of the banner: the question it names and its message. */
function itemsOf(banner: HTMLElement): (string | null)[] {
  return within(banner)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe("the vendor's Submit refused by the check", () => {
  beforeAll(() => import('./prequal-form-page'));

  it('names every failing question of every tab in a banner, marks them beside the fields, and each name opens its question', async () => {
    const served = serveForms(newServerState());
    server.use(graphql.query('VendorOverview', () => HttpResponse.json({ data: { registration: null } })));
    renderApp('/vendor/prequal-form', { role: 'VENDOR_ADMIN' });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    // Safety answered but for its radio; financial untouched; legal ticked.
    await user.type(await screen.findByLabelText('EMR 2026'), '0.9');
    await user.click(screen.getByRole('tab', { name: 'Legal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Our W-9 is current' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const banner = await problemsBanner();
    expect(itemsOf(banner)).toEqual(['Safety: Written safety program? Required', 'Financial: Revenue 2026 Required', 'Financial: Bonding company Required']);
    expect(served.submits).toHaveLength(0);
    // The first failing tab is shown with its question marked.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('radio', { name: 'Yes' }).closest('[data-field-path]')).toHaveTextContent('Required');

    // A name in the banner opens its tab, where the question is marked too.
    await user.click(within(banner).getByRole('button', { name: 'Financial: Bonding company' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true'));
    expect(errorBeside('Bonding company')).toBe('Required');
    expect(errorBeside('Revenue 2026')).toBe('Required');
    await waitFor(() => expect(screen.getByLabelText('Bonding company')).toHaveFocus());
  });

  it("names the questions of the server's refusal too, each marked beside it", async () => {
    const state = newServerState();
    state.forms[0]!.answers = { emr_2026: 1, written_program: 'yes' };
    state.forms[1]!.answers = { revenue_2026: '10.00', bonding_company: 'Surety Co' };
    state.forms[2]!.answers = { w9_confirm: true };
    serveForms(state);
    server.use(
      graphql.query('VendorOverview', () => HttpResponse.json({ data: { registration: null } })),
      graphql.mutation('SubmitPrequalForms', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Financial: Revenue 2026: Must be at least 100.',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'FINANCIAL:revenue_2026': 'Must be at least 100' } },
            },
          ],
        }),
      ),
    );
    renderApp('/vendor/prequal-form', { role: 'VENDOR_ADMIN' });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('tab', { name: 'Legal' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const banner = await problemsBanner();
    expect(itemsOf(banner)).toEqual(['Financial: Revenue 2026 Must be at least 100']);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(errorBeside('Revenue 2026')).toBe('Must be at least 100'));
  });
});
