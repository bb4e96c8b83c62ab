import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { selectMenuItem } from '../../../test/select-menu-item';
import { answerFormBuilderCalls, SAFETY_FIELDS } from '../testing/form-builder-handlers';

const PATH = '/admin/pre-qual-metrics';

// jsdom has no PointerEvent; Zag's checkbox builds one when its input loses the focus.
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: class extends MouseEvent {} });
});
afterAll(() => {
  if (!hadPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
});

async function openBuilder(role: 'PREQUAL_ADMIN' | 'SYSTEM_ADMIN' | 'PREQUAL_VIEWER' | 'PREQUAL_REVIEWER' = 'PREQUAL_ADMIN') {
  const app = renderApp(PATH, { role });
  await screen.findByText('Version 3, saved Mar 4, 2025 by Pat Admin');
  return app;
}

function rowOf(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;
}

describe('Pre-Qual Form Builder', () => {
  it('shows the four tabs and the Safety template with its version, fields nested in their group', async () => {
    const calls = answerFormBuilderCalls();
    await openBuilder();
    expect(screen.getByRole('heading', { name: 'Pre-Qual Form Builder' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Safety', 'Safety Lite', 'Financial', 'Legal']);
    expect(calls.templates).toEqual(['SAFETY']);

    const top = screen.getByRole('list', { name: 'Fields of the form' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === top),
    ).toHaveLength(3);
    const group = screen.getByRole('list', { name: 'Fields of Safety contact' });
    expect(within(group).getByText('Contact name')).toBeInTheDocument();
    expect(within(group).getByText('contact_phone')).toBeInTheDocument();

    // Each row has a drag handle that the keyboard can pick up (dnd-kit's sortable, with instructions).
    const handle = screen.getByRole('button', { name: 'Drag EMR 2024' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    // dnd-kit draws the instructions after it has mounted (an effect, then a render): wait for them, as a loaded CI
    // machine can read the handle first.
    await waitFor(() => expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')).toHaveTextContent(/press space or enter on its drag handle/));
  });

  it('adds a question, edits it, moves it up with the keyboard buttons and saves after the warning', async () => {
    const calls = answerFormBuilderCalls();
    const { user } = await openBuilder();

    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'Text input' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Text input' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Total hours worked');
    // The slug follows the label of a new field.
    expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toHaveValue('total_hours_worked');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Input type' }), 'number');
    await user.type(within(dialog).getByRole('textbox', { name: /Minimum/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus lands on the new field's row.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Total hours worked' })).toHaveFocus());

    // Edit it: a tooltip and a maximum.
    await user.click(screen.getByRole('button', { name: 'Edit Total hours worked' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Text input' });
    await user.type(within(editDialog).getByRole('textbox', { name: 'Tooltip' }), 'All employees, last calendar year');
    await user.type(within(editDialog).getByRole('textbox', { name: /Maximum/ }), '1000000');
    await user.click(within(editDialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Move it above the radio question with the keyboard path.
    const moveUp = screen.getByRole('button', { name: 'Move Total hours worked up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Total hours worked moved up to position 3 of 4.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Save form' });
    expect(within(confirm).getByText('Saving this changes will affect new vendor form.')).toBeInTheDocument();
    expect(calls.saves).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Form saved successfully')).toBeInTheDocument();
    expect(calls.saves).toHaveLength(1);
    expect(calls.saves[0]).toEqual({
      category: 'SAFETY',
      fields: [
        SAFETY_FIELDS[0],
        SAFETY_FIELDS[1],
        {
          slug: 'total_hours_worked',
          type: 'inputText',
          props: { label: 'Total hours worked', tooltip: 'All employees, last calendar year', type: 'number', minVal: 0, maxVal: 1000000 },
        },
        SAFETY_FIELDS[2],
      ],
    });
    expect(await screen.findByText('Version 4, saved Jun 10, 2025 by Sam Admin')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses a slug another field already uses', async () => {
    const calls = answerFormBuilderCalls();
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Edit Contact phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Text input' });
    const slug = within(dialog).getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'emr_2024');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText('Slug emr_2024 is already used by another field')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Contact phone')).toHaveTextContent('contact_phone');
    // Opened again, the dialog starts from the field, not from the cancelled edit.
    await user.click(screen.getByRole('button', { name: 'Edit Contact phone' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Text input' });
    expect(within(again).getByRole('textbox', { name: /^Slug/ })).toHaveValue('contact_phone');
    expect(within(again).queryByText('Slug emr_2024 is already used by another field')).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.saves).toEqual([]);
  });

  it('checks the whole template before saving: an empty group is named and nothing is sent', async () => {
    const calls = answerFormBuilderCalls();
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Group' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'State licences');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Columns' }), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: /Repeatable group/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('State licences')).toHaveTextContent('Repeatable');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('The form cannot be saved:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Field state_licences: A group needs at least one field');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.saves).toEqual([]);
  });

  it('edits the options of a choice: add, reorder, remove, values following labels', async () => {
    const calls = answerFormBuilderCalls();
    const { user } = await openBuilder('SYSTEM_ADMIN');
    await user.click(screen.getByRole('button', { name: 'Edit Do you have a drug testing program?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Radio buttons' });
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3 label' }), 'Not applicable');
    expect(within(dialog).getByRole('textbox', { name: 'Option 3 value' })).toHaveValue('not_applicable');
    await user.click(within(dialog).getByRole('button', { name: 'Move option 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    await screen.findByText('Form saved successfully');
    expect(calls.saves[0]?.fields[2]).toEqual({
      slug: 'drug_testing',
      type: 'radio',
      props: {
        label: 'Do you have a drug testing program?',
        options: [
          { label: 'Not applicable', value: 'not_applicable' },
          { label: 'No', value: 'no' },
        ],
      },
    });
  });

  it('previews the unsaved tree as vendors see it', async () => {
    answerFormBuilderCalls();
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove EMR 2024' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    const preview = await screen.findByRole('region', { name: 'Preview of the form as vendors see it' });
    expect(await within(preview).findByRole('textbox', { name: /Contact name/ })).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(preview).queryByText('EMR 2024')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Add field' })).toBeInTheDocument();
  });

  it('asks before removing a group that holds fields', async () => {
    answerFormBuilderCalls();
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove Safety contact' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove group' });
    expect(confirm).toHaveTextContent('Remove the group "Safety contact" and the 2 fields in it?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Safety contact')).not.toBeInTheDocument());
    expect(screen.queryByText('Contact name')).not.toBeInTheDocument();
    // The focus moves to the field that took its place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Do you have a drug testing program?' })).toHaveFocus());

    // A plain field goes at once.
    await user.click(screen.getByRole('button', { name: 'Remove EMR 2024' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('EMR 2024')).not.toBeInTheDocument();
    expect(screen.getByText('EMR 2024 removed.')).toBeInTheDocument();
  });

  it('Cancel returns to the dashboard, asking first when there are unsaved edits', async () => {
    answerFormBuilderCalls();
    const { user, router } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Move EMR 2024 down' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(PATH);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('Cancel without edits goes straight to the dashboard', async () => {
    answerFormBuilderCalls();
    const { user, router } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('keeps unsaved edits of a tab while another tab is open', async () => {
    const calls = answerFormBuilderCalls();
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove EMR 2024' }));
    await user.click(screen.getByRole('tab', { name: 'Legal' }));
    expect(await screen.findByText('Tell us more')).toBeInTheDocument();
    expect(calls.templates).toEqual(['SAFETY', 'LEGAL']);
    await user.click(screen.getByRole('tab', { name: /^Safety \(unsaved changes\)/ }));
    expect(screen.queryByText('EMR 2024')).not.toBeInTheDocument();
  });

  it('Safety Lite has the Employee threshold with its own Save, at least 1', async () => {
    const calls = answerFormBuilderCalls({ threshold: 11 });
    const { user } = await openBuilder();
    await user.click(screen.getByRole('tab', { name: 'Safety Lite' }));
    const input = await screen.findByRole('spinbutton', { name: /Employee threshold/ });
    await waitFor(() => expect(input).toHaveValue(11));

    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Save employee threshold' }));
    expect(await screen.findByText('Employee threshold must be at least 1')).toBeInTheDocument();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save employee threshold' }));
    expect(await screen.findByText('Employee threshold must be at least 1')).toBeInTheDocument();
    expect(calls.thresholds).toEqual([]);

    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: 'Save employee threshold' }));
    expect(await screen.findByText('Employee threshold saved')).toBeInTheDocument();
    expect(calls.thresholds).toEqual([25]);
    expect(screen.queryByText('Employee threshold must be at least 1')).not.toBeInTheDocument();
  });

  it.each(['PREQUAL_VIEWER', 'PREQUAL_REVIEWER'] as const)('is read only for %s', async (role) => {
    answerFormBuilderCalls();
    const { user } = await openBuilder(role);
    expect(screen.queryByRole('button', { name: /Add field/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove|Move|Drag) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    // Every property can still be read.
    await user.click(screen.getByRole('button', { name: 'View EMR 2024' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Text input' });
    expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toHaveValue('emr_2024');
    expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Maximum/ })).toHaveValue('5');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'Safety Lite' }));
    const input = await screen.findByRole('spinbutton', { name: /Employee threshold/ });
    await waitFor(() => expect(input).toHaveValue(11));
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save employee threshold' })).not.toBeInTheDocument();
  });

  it('shows the server refusing a save beside the form', async () => {
    answerFormBuilderCalls({ saveError: { code: 'BAD_USER_INPUT', message: 'The form cannot be saved: Slug emr_2024 is used more than once.' } });
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Move EMR 2024 down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    const heading = await screen.findByText('The form cannot be saved:');
    expect(heading.closest('[role="alert"]')).toHaveTextContent('Slug emr_2024 is used more than once.');
    expect(screen.queryByRole('dialog', { name: 'Alert' })).not.toBeInTheDocument();
  });
});
