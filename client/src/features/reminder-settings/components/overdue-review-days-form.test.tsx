import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '../../../test/field-error';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { OVERDUE_DAYS_RANGE_MESSAGE } from './overdue-review-days-form';

/** The stored setting and the saves sent. */
function serveSetting(initial = 5) {
  const state = { businessDays: initial, saves: [] as number[] };
  server.use(
    graphql.query('OverdueReviewDays', () => HttpResponse.json({ data: { overdueReviews: { __typename: 'OverdueReviews', businessDays: state.businessDays } } })),
    graphql.mutation('SetOverdueReviewDays', ({ variables }) => {
      state.businessDays = variables.businessDays as number;
      state.saves.push(state.businessDays);
      return HttpResponse.json({ data: { setOverdueReviewDays: state.businessDays } });
    }),
    // The users lists and the two-factor toggle stay loading: this test is about the setting.
    graphql.operation(async ({ operationName }) => {
      if (['Me', 'PortalConfig', 'Profile', 'Logout'].includes(operationName)) return undefined;
      await delay('infinite');
    }),
  );
  return state;
}

async function openForm() {
  const app = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
  const form = await screen.findByRole('form', { name: 'Overdue reviews' });
  const input = within(form).getByRole('spinbutton', { name: /Business days before a review is overdue/ });
  await waitFor(() => expect(input).toHaveValue(5));
  return { ...app, form, input };
}

describe('Business days before a review is overdue', () => {
  it('saves a new number of business days, with a success toast', async () => {
    const state = serveSetting();
    const { user, form, input } = await openForm();
    await user.clear(input);
    await user.type(input, '10');
    await user.click(within(form).getByRole('button', { name: 'Save business days before a review is overdue' }));
    expect(await screen.findByText('Overdue review setting saved')).toBeInTheDocument();
    expect(state.saves).toEqual([10]);
    await waitFor(() => expect(input).toHaveValue(10));
  });

  it.each(['0', '61'])('refuses %s without saving', async (value) => {
    const state = serveSetting();
    const { user, form, input } = await openForm();
    await user.clear(input);
    await user.type(input, value);
    await user.click(within(form).getByRole('button', { name: 'Save business days before a review is overdue' }));
    await waitFor(() => expect(fieldErrorOf(input)).toBe(OVERDUE_DAYS_RANGE_MESSAGE));
    expect(state.saves).toEqual([]);
  });

  it('is not shown to a role other than the system admin', async () => {
    serveSetting();
    renderApp('/admin/users', { role: 'PREQUAL_VIEWER' });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await screen.findByRole('tab', { name: 'Internal', selected: true });
    expect(screen.queryByRole('form', { name: 'Overdue reviews' })).toBeNull();
  });
});
