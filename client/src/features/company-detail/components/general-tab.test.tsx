import type { Role } from '@portal/common/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { completeRegistration } from '../../registration-form/testing/registration-fixture';
import { FORM_TEST_TIMEOUT } from '../../registration-form/testing/render-form';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerCompanyCalls, VENDOR_ID } from '../testing/company-handlers';

const PAGE = `/admin/companies/${VENDOR_ID}`;

function serveGeneralInfo() {
  const updates: Record<string, unknown>[] = [];
  const loaded = () => completeRegistration({ vendorId: VENDOR_ID, registrationStatus: 'APPROVED', companyName: 'Acme Concrete' });
  server.use(
    graphql.query('RegistrationForm', () => HttpResponse.json({ data: { registration: loaded() } })),
    graphql.mutation('UpdateGeneralInfo', ({ variables }) => {
      updates.push(variables);
      const input = variables.input as Record<string, unknown>;
      return HttpResponse.json({ data: { updateGeneralInfo: { ...loaded(), noOfEmployees: Number(input.noOfEmployees) } } });
    }),
  );
  return updates;
}

async function openGeneral(role: Role) {
  const app = renderApp(PAGE, { role });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(await screen.findByRole('tab', { name: 'General' }));
  await screen.findByRole('form', { name: 'General info' });
  return { ...app, user };
}

// The whole registration form in the whole app: slow on a busy machine, so twice the form tests' allowance.
describe('Company detail: General tab', { timeout: 2 * FORM_TEST_TIMEOUT }, () => {
  it('shows the general info read only; Cancel drops an edit; Edit, then Submit saves it and offers Return to prequalification', async () => {
    answerCompanyCalls();
    const updates = serveGeneralInfo();
    const { user, router } = await openGeneral('PREQUAL_REVIEWER');
    const employees = screen.getByLabelText(/^Number of Employees/);
    expect(employees).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/^Number of Employees/));
    await user.type(screen.getByLabelText(/^Number of Employees/), '9');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Number of Employees/)).toHaveValue('42');
    expect(screen.getByLabelText(/^Number of Employees/)).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^Tax ID/)).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText(/^Number of Employees/));
    await user.type(screen.getByLabelText(/^Number of Employees/), '77');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Details submitted successfully' });
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ vendorId: VENDOR_ID, version: 1, input: { noOfEmployees: '77' } });
    expect(updates[0]?.input).not.toHaveProperty('taxId');
    await user.click(within(dialog).getByRole('button', { name: 'Return to prequalification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prequalification'));
  });

  it('has no Edit for the viewer', async () => {
    answerCompanyCalls();
    serveGeneralInfo();
    await openGeneral('PREQUAL_VIEWER');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
