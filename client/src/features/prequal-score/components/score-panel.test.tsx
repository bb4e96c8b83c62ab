import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerPrequalCalls } from '../../admin-prequal/testing/prequal-handlers';
import { answerReviewCalls, decision, prequalRow } from '../../admin-prequal/testing/review-handlers';
import { answerLimitRuleCalls } from '../../limit-rules/testing/limit-rules-handlers';
import { scoreHandlers, weightsHandlers } from '../testing/score-handlers';
import { SCORE_NEVER_DECIDES } from './score-panel';

const row = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  categoryStatuses: [decision('SAFETY'), decision('FINANCIAL'), decision('LEGAL')],
});

describe('The score in a department decision', () => {
  it('shows the score, says it never decides alone, and explains each factor with its value, weight, points and answers', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const asked: string[] = [];
    server.use(...scoreHandlers(asked));
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', state: { tab: 5 } });
    await user.click(await screen.findByRole('button', { name: 'Safety approve Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Safety decision: Echo Electric' });
    const panel = await within(dialog).findByRole('region', { name: 'Prequalification score' });
    expect(await within(panel).findByText('Score 69 of 100')).toBeInTheDocument();
    expect(within(panel).getByText(SCORE_NEVER_DECIDES)).toBeInTheDocument();
    await user.click(within(panel).getByText('Why this score'));
    const table = within(panel).getByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['EMR, latest', '0.90 (year 1)', '15', '12.6 of 15.8'],
      ['Debt to equity', 'No answer: Total liabilities is not asked by this questionnaire', '5', 'Left out'],
      ['Current ratio', 'You do not have access to the financial information', '10', 'Withheld'],
    ]);
    const sources = within(panel).getByRole('list', { name: 'Where each factor came from' });
    expect(within(sources).getByText('EMR, year 1 (emr_year_1): 0.9')).toBeInTheDocument();
    expect(within(sources).getByText('From: EMR, latest source')).toBeInTheDocument();
    expect(asked).toContain('v-5');
  });
});

describe('Score weights (SYSTEM_ADMIN, on the Limit Rules page)', () => {
  it('checks the weights with common’s schema before sending, then saves them as numbers', async () => {
    answerLimitRuleCalls();
    const saved: unknown[] = [];
    server.use(...weightsHandlers(saved));
    const { user } = renderApp('/admin/limit-rules', { role: 'SYSTEM_ADMIN' });
    const form = await screen.findByRole('form', { name: 'Score weights' });
    const weight = await within(form).findByRole('textbox', { name: 'EMR, latest: Weight (0-100)' });
    expect(weight).toHaveValue('15');
    await user.clear(weight);
    await user.type(weight, '120');
    await user.click(within(form).getByRole('button', { name: 'Save weights' }));
    expect(await within(form).findByText('Enter a weight from 0 to 100')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(weight);
    await user.type(weight, '20');
    await user.click(within(form).getByRole('button', { name: 'Save weights' }));
    await screen.findByText('Score weights saved. Every company is rescored in the background.');
    expect(saved).toHaveLength(1);
    expect((saved[0] as { emr: unknown }).emr).toEqual({ weight: 20, full: 0.8, zero: 1.3 });
  });

  it('shows the server’s field error beside its field', async () => {
    answerLimitRuleCalls();
    const saved: unknown[] = [];
    server.use(...weightsHandlers(saved, { path: 'weights.emr.zero', message: 'Full points and no points must differ' }));
    const { user } = renderApp('/admin/limit-rules', { role: 'SYSTEM_ADMIN' });
    const form = await screen.findByRole('form', { name: 'Score weights' });
    await user.click(within(form).getByRole('button', { name: 'Save weights' }));
    expect(await within(form).findAllByText('Full points and no points must differ')).not.toHaveLength(0);
    expect(saved).toHaveLength(1);
  });
});
