import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, companyForms, decision, prequalRow } from '../../testing/review-handlers';

const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/** A safety form with a control of each kind a reviewer could type into or tick. */
const SAFETY_FIELDS = [
  { slug: 'program_name', type: 'inputText', props: { label: 'Safety program name', type: 'text' }, userInput: 'Safe Start' },
  { slug: 'employees', type: 'inputText', props: { label: 'Field employees', type: 'number', minVal: 1, maxVal: 5000 }, userInput: 40 },
  { slug: 'notes', type: 'inputTextArea', props: { label: 'Describe your safety training' }, userInput: 'Weekly talks' },
  { slug: 'drug_testing', type: 'radio', props: { label: 'Do you drug test?', options: YES_NO }, userInput: 'yes' },
  { slug: 'state', type: 'singleSelectDropdown', props: { label: 'Home state', options: [{ label: 'Maryland', value: 'MD' }] }, userInput: 'MD' },
  { slug: 'confirm', type: 'checkbox', props: { label: 'I confirm these answers are true' }, userInput: true },
];

/** Controls in the dialog (every tab) that accept typing or ticking: neither disabled nor read-only. */
function editableControls(dialog: HTMLElement): HTMLElement[] {
  return ['textbox', 'spinbutton', 'combobox', 'checkbox', 'radio'].flatMap((role) =>
    within(dialog)
      .queryAllByRole(role, { hidden: true })
      .filter((el) => !el.matches(':disabled') && !el.hasAttribute('readonly') && el.getAttribute('aria-readonly') !== 'true'),
  );
}

/** The tab panel on show (the others are hidden). */
function shownTab(dialog: HTMLElement) {
  return within(within(dialog).getByRole('tabpanel'));
}

function answerForms() {
  server.use(
    graphql.query('CompanyPrequalForms', ({ variables }) => {
      const set = companyForms(String(variables.vendorId));
      set.forms[0] = { ...set.forms[0]!, fields: SAFETY_FIELDS };
      return HttpResponse.json({ data: { prequalForms: set } });
    }),
  );
}

const DEPARTMENT = { state: { tab: 5 } };
const departmentRow = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  categoryStatuses: [decision('SAFETY', { status: 'DEPARTMENT_APPROVED' }), decision('FINANCIAL'), decision('LEGAL')],
});
const undecidedRow = prequalRow({ ...departmentRow, categoryStatuses: [decision('SAFETY'), decision('FINANCIAL'), decision('LEGAL')] });

async function openDepartmentReview(role: 'PREQUAL_VIEWER' | 'PREQUAL_REVIEWER', row = departmentRow) {
  answerPrequalCalls();
  answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
  answerForms();
  const { user } = renderApp('/admin/prequalification', { role, ...DEPARTMENT });
  // The first test of the file also loads the page's lazy route: allow a loaded machine the time.
  await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
  await within(dialog).findByDisplayValue('Safe Start');
  return { user, dialog };
}

describe('Review forms dialog: only who may act edits, only undecided forms', () => {
  it('a viewer sees every form read-only, told why, with no Save or decision', async () => {
    const { user, dialog } = await openDepartmentReview('PREQUAL_VIEWER', undecidedRow);
    expect(editableControls(dialog)).toEqual([]);
    expect(shownTab(dialog).getByText('View only')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Financial' }));
    expect(within(dialog).queryByRole('button', { name: /Save|Approve|Submit/ })).not.toBeInTheDocument();
  });

  it('a reviewer edits an undecided form, but not one its department has decided', async () => {
    const { user, dialog } = await openDepartmentReview('PREQUAL_REVIEWER');
    // Safety has decided: read-only, and said so.
    expect(shownTab(dialog).getByText('This form has been decided')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Safety program name')).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('checkbox', { name: 'I confirm these answers are true', hidden: true })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Yes', hidden: true })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();

    // Financial has not: its answer can be changed.
    await user.click(within(dialog).getByRole('tab', { name: 'Financial' }));
    const netWorth = await within(dialog).findByRole('textbox', { name: 'Net worth' });
    expect(netWorth).toBeEnabled();
    expect(netWorth).not.toHaveAttribute('readonly');
    expect(shownTab(dialog).queryByText('This form has been decided')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve Financial' })).toBeInTheDocument();
  });

  it('a reviewer on an undecided safety form gets every control enabled', async () => {
    const { dialog } = await openDepartmentReview('PREQUAL_REVIEWER', undecidedRow);
    const safety = within(dialog).getByRole('tabpanel', { name: 'Safety' });
    for (const name of ['Safety program name', 'Field employees', 'Describe your safety training']) {
      expect(within(safety).getByLabelText(name)).not.toHaveAttribute('readonly');
    }
    expect(within(safety).getByRole('combobox', { name: 'Home state' })).toBeEnabled();
    expect(within(safety).getByRole('checkbox', { name: 'I confirm these answers are true' })).toBeEnabled();
    expect(within(safety).getByRole('radio', { name: 'Yes' })).toBeEnabled();
  });

  it('Final Review shows the decided forms read-only, even to the system admin', async () => {
    answerPrequalCalls();
    answerReviewCalls({
      rows: {
        FINAL_REVIEW_PENDING: [prequalRow({ vendorId: 'v-8', companyName: 'Fox Framing', prequalStatus: 'FINAL_REVIEW_PENDING' })],
      },
    });
    answerForms();
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN', state: { tab: 6 } });
    await user.click(await screen.findByRole('button', { name: 'Review Form Fox Framing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Fox Framing' });
    await within(dialog).findByDisplayValue('Safe Start');
    expect(editableControls(dialog)).toEqual([]);
    expect(shownTab(dialog).getByText('This form has been decided')).toBeInTheDocument();
  });

  it('Admin Review: a reviewer, who may not act there, only looks', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { ADMIN_REVIEW_PENDING: [prequalRow({ vendorId: 'v-3', companyName: 'Crane Co', prequalStatus: 'ADMIN_REVIEW_PENDING' })] } });
    answerForms();
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', state: { tab: 4 } });
    await user.click(await screen.findByRole('button', { name: 'Review Crane Co' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Crane Co' });
    await within(dialog).findByDisplayValue('Safe Start');
    expect(editableControls(dialog)).toEqual([]);
    expect(shownTab(dialog).getByText('View only')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Return to Vendor|Send to Department Review/ })).not.toBeInTheDocument();
  });

  it('In Progress: a viewer only looks (the editors fill in for the vendor)', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow({ vendorId: 'v-2', companyName: 'Bravo Builders' })] } });
    answerForms();
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', state: { tab: 3 } });
    await user.click(await screen.findByRole('button', { name: 'Review Bravo Builders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Bravo Builders' });
    await within(dialog).findByDisplayValue('Safe Start');
    expect(editableControls(dialog)).toEqual([]);
    expect(shownTab(dialog).getByText('View only')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Save|Submit|Delete/ })).not.toBeInTheDocument();
  });
});
