import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, decision, prequalRow } from '../../testing/review-handlers';

const DEPARTMENT = { state: { tab: 5 } };
const row = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  priority: 'HIGH',
  reviewDays: 4,
  categoryStatuses: [decision('SAFETY_LITE', { status: 'DEPARTMENT_APPROVED' }), decision('FINANCIAL'), decision('LEGAL', { status: 'DEPARTMENT_NOT_APPROVED' })],
});

describe('Department Review tab', () => {
  it('shows priority, review days, and per department an Approve button or the decision icon', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    expect(await screen.findByText('Echo Electric')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ status: 'DEPARTMENT_REVIEW_PENDING' });
    expect(screen.getByRole('combobox', { name: 'Priority of Echo Electric' })).toHaveValue('HIGH');
    // A reviewer edits everything in this table, priority included.
    expect(screen.getByRole('combobox', { name: 'Priority of Echo Electric' })).toBeEnabled();
    expect(screen.getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Safety: Approved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Legal: Not Approved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Financial approve Echo Electric' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Safety approve Echo Electric' })).not.toBeInTheDocument();
  });

  it('names the departments whose decision is overdue: a department that has decided is not, and the others keep no badge', async () => {
    answerPrequalCalls();
    // Safety decided; financial and legal still wait, 6 business days since the departments got the forms.
    const late = prequalRow({
      prequalId: 'p-9',
      vendorId: 'v-9',
      companyName: 'Zeta Roofing',
      prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
      overdueBusinessDays: 6,
      categoryStatuses: [
        decision('SAFETY', { status: 'DEPARTMENT_APPROVED' }),
        decision('FINANCIAL', { overdueBusinessDays: 6 }),
        decision('LEGAL', { overdueBusinessDays: 6 }),
      ],
    });
    const oneLeft = prequalRow({
      prequalId: 'p-8',
      vendorId: 'v-8',
      companyName: 'Yarrow Paving',
      prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
      overdueBusinessDays: 1,
      categoryStatuses: [
        decision('SAFETY_LITE', { overdueBusinessDays: 1 }),
        decision('FINANCIAL', { status: 'DEPARTMENT_APPROVED' }),
        decision('LEGAL', { status: 'DEPARTMENT_APPROVED' }),
      ],
    });
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [late, oneLeft, row] } });
    renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    await within(table).findByText('Zeta Roofing');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByTestId('overdue-badge')).toHaveTextContent(/^Overdue: Financial, Legal, 6 business days$/);
    expect(within(rows[1]!).getByTestId('overdue-badge')).toHaveTextContent(/^Overdue: Safety, 1 business day$/);
    expect(within(rows[2]!).getByText('Echo Electric')).toBeInTheDocument();
    expect(within(rows[2]!).queryByTestId('overdue-badge')).not.toBeInTheDocument();
  }, 60_000);

  it('the financial decision checks the rules, then sends status, plan, comment and the limits', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Financial approve Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial decision: Echo Electric' });
    const status = within(dialog).getByRole('combobox', { name: /Status/ });
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toContain('Approved with Meeting');

    await user.selectOptions(status, 'Approved with Risk Mitigation');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Mitigation Plan is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Aggregate Limit is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Single Limit is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bonding Limit is required.')).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Mitigation Plan/ }), 'Joint checks on every job');
    await user.type(within(dialog).getByRole('textbox', { name: /Aggregate Limit/ }), '2,000,000');
    await user.type(within(dialog).getByRole('textbox', { name: /Single Limit/ }), '500000.50');
    await user.type(within(dialog).getByRole('textbox', { name: /Bonding Limit/ }), '1000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Financial decision saved')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      {
        name: 'DepartmentDecision',
        variables: {
          vendorId: 'v-5',
          input: {
            category: 'FINANCIAL',
            status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
            mitigationPlan: 'Joint checks on every job',
            commentText: null,
            aggregateLimit: '2000000',
            singleLimit: '500000.50',
            bondingLimit: '1000000',
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's limit errors rewritten in the dialog", async () => {
    answerPrequalCalls();
    answerReviewCalls({
      rows: { DEPARTMENT_REVIEW_PENDING: [row] },
      answers: {
        DepartmentDecision: () =>
          HttpResponse.json({
            errors: [
              {
                message: 'bondingLimit must be at most aggregateLimit',
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { bondingLimit: 'bonding_limit must be at most aggregate_limit' } },
              },
            ],
            data: null,
          }),
      },
    });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Financial approve Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial decision: Echo Electric' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'Approved');
    for (const name of [/Aggregate Limit/, /Single Limit/, /Bonding Limit/]) await user.type(within(dialog).getByRole('textbox', { name }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Above the fields and beside the bonding limit.
    await waitFor(() => expect(within(dialog).getAllByText('Bonding Limit must be at most Aggregate Limit.')).toHaveLength(2));
  });

  it('Review offers Approve for the department on show while it has not decided', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }));
    const review = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
    await within(review).findByDisplayValue('0.85');
    // Safety has decided: no Approve on its tab.
    expect(within(review).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('tab', { name: 'Financial' }));
    await user.click(await within(review).findByRole('button', { name: 'Approve Financial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial decision: Echo Electric' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'Not Approved');
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Losses three years running');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Financial decision saved')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      {
        name: 'DepartmentDecision',
        variables: {
          vendorId: 'v-5',
          input: { category: 'FINANCIAL', status: 'DEPARTMENT_NOT_APPROVED', mitigationPlan: null, commentText: 'Losses three years running' },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("Review's Save submits the corrected form of a department still pending, and a decided one has no Save", async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }));
    const review = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
    await within(review).findByDisplayValue('0.85');
    // Safety has decided: read only, no Save.
    expect(within(review).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('tab', { name: 'Financial' }));
    const netWorth = await within(review).findByDisplayValue('1500000');
    await user.clear(netWorth);
    await user.click(await within(review).findByRole('button', { name: 'Save' }));
    // Complete answers only: the empty question is named, nothing is sent.
    expect(await within(review).findByText(/Net worth/, { selector: 'a, button, li *' })).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.type(netWorth, '1750000');
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Form is saved successfully')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      {
        name: 'SaveDepartmentForm',
        variables: { vendorId: 'v-5', instance: '2026-11', form: { category: 'FINANCIAL', version: 2, answers: { netWorth: '1750000' } } },
      },
    ]);
  });

  it.each(['PREQUAL_ADMIN', 'PREQUAL_REVIEWER'] as const)('%s sets the priority', async (role) => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role, ...DEPARTMENT });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Priority of Echo Electric' }), 'Low');
    await waitFor(() => expect(calls.mutations).toEqual([{ name: 'SetPrequalPriority', variables: { vendorId: 'v-5', priority: 'LOW' } }]));
  });

  it("Projects opens the overview with its columns: the company's assigned projects", async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const asked: unknown[] = [];
    server.use(
      graphql.query('CompanyAssignedProjects', ({ variables }) => {
        asked.push(variables.vendorId);
        const projects = [
          {
            __typename: 'Project',
            projectId: 'p-1',
            projectNumber: 'P-24017',
            projectName: 'Towson Library',
            projectStage: 'Propose',
            projectVolume: '12500000.50',
            startDate: '2027-03-01',
            endDate: '2028-06-30',
          },
        ];
        return HttpResponse.json({ data: { companyProjects: { __typename: 'CompanyProjects', vendorId: variables.vendorId, projects } } });
      }),
    );
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Projects of Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects: Echo Electric' });
    for (const header of ['Project Number', 'Project Name', 'Stage', 'Volume', 'Start Date', 'End Date']) {
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const cells = (await within(dialog).findByText('Towson Library')).closest('tr')!;
    expect([...cells.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'P-24017',
      'Towson Library',
      'Propose',
      '$12,500,000.50',
      'Mar 1, 2027',
      'Jun 30, 2028',
    ]);
    expect(asked).toEqual(['v-5']);
  });

  it('Projects says No Project Assigned for a company without any', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    server.use(
      graphql.query('CompanyAssignedProjects', ({ variables }) =>
        HttpResponse.json({ data: { companyProjects: { __typename: 'CompanyProjects', vendorId: variables.vendorId, projects: [] } } }),
      ),
    );
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Projects of Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects: Echo Electric' });
    expect(await within(dialog).findByText('No Project Assigned')).toBeInTheDocument();
  });

  it('a viewer sees the table read-only', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...DEPARTMENT });
    expect(await screen.findByRole('combobox', { name: 'Priority of Echo Electric' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /approve Echo Electric/ })).not.toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});
