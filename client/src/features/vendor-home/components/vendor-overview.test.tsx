import type { Role } from '@portal/common/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const NO_EMPLOYEES = 'Please fill the number of employees in the General info section';

interface Company {
  prequalStatus: string;
  noOfEmployees: number | null;
}

/** The signed-in vendor's company (v-1) and the calls the overview makes. */
function serveCompany(company: Company) {
  const calls = { begins: 0, counts: [] as string[] };
  server.use(
    graphql.query('VendorOverview', ({ variables }) =>
      HttpResponse.json({
        data: {
          registration: { __typename: 'VendorRegistration', vendorId: variables.vendorId, prequalStatus: company.prequalStatus, noOfEmployees: company.noOfEmployees },
        },
      }),
    ),
    graphql.mutation('BeginPrequal', () => {
      calls.begins += 1;
      if (company.noOfEmployees === null) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: NO_EMPLOYEES, extensions: { code: 'BAD_USER_INPUT', type: 'NoEmployeesFoundException' } }],
        });
      }
      company.prequalStatus = 'IN_PROGRESS';
      return HttpResponse.json({
        data: { beginPrequal: { __typename: 'PrequalFormSet', vendorId: 'v-1', instance: '2027-01', prequalStatus: 'IN_PROGRESS', editable: true } },
      });
    }),
    graphql.mutation<Record<string, unknown>, { vendorId: string; noOfEmployees: string }>('SetEmployeeCount', ({ variables }) => {
      calls.counts.push(variables.noOfEmployees);
      company.noOfEmployees = Number(variables.noOfEmployees);
      return HttpResponse.json({
        data: { updateGeneralInfo: { __typename: 'VendorRegistration', vendorId: variables.vendorId, noOfEmployees: company.noOfEmployees } },
      });
    }),
    // The screens the overview leads to, as they load.
    graphql.query('PrequalForms', () => HttpResponse.json({ data: { prequalForms: null } })),
    graphql.query('RegistrationForm', async () => {
      await delay('infinite');
    }),
  );
  return calls;
}

async function openOverview(role: Role = 'VENDOR_ADMIN') {
  const app = renderApp('/vendor/overview', { role });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
  return { ...app, user };
}

describe('/vendor/overview', () => {
  beforeAll(() => import('./vendor-overview'));

  it('a company admin begins pre-qualification and goes to the form', async () => {
    const calls = serveCompany({ prequalStatus: 'NOT_STARTED', noOfEmployees: 40 });
    const { user, router } = await openOverview();
    await user.click(await screen.findByRole('button', { name: 'Begin pre-qualification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/prequal-form'));
    expect(calls.begins).toBe(1);
  });

  it('offers to begin again when the prequalification awaits renewal', async () => {
    serveCompany({ prequalStatus: 'AWAITING_RENEWAL', noOfEmployees: 40 });
    await openOverview();
    expect(await screen.findByText('Your prequalification is due for renewal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Begin pre-qualification' })).toBeInTheDocument();
  });

  it('without a number of employees asks for it: Go to General Info', async () => {
    serveCompany({ prequalStatus: 'NOT_STARTED', noOfEmployees: null });
    const { user, router } = await openOverview();
    await user.click(await screen.findByRole('button', { name: 'Begin pre-qualification' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent(NO_EMPLOYEES);
    // The global Alert is not opened as well.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Go to General Info' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/general-info'));
  });

  it('without a number of employees: Cancel stays; the number typed in the dialog is saved, then it begins', async () => {
    const calls = serveCompany({ prequalStatus: 'NOT_STARTED', noOfEmployees: null });
    const { user, router } = await openOverview();
    await user.click(await screen.findByRole('button', { name: 'Begin pre-qualification' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/vendor/overview');

    await user.click(screen.getByRole('button', { name: 'Begin pre-qualification' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Alert' });
    const count = within(dialog).getByLabelText('Number of employees');
    await user.type(count, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save and begin' }));
    expect(within(dialog).getByText('Number of Employees must be a positive whole number')).toBeInTheDocument();
    expect(calls.counts).toEqual([]);

    await user.clear(count);
    await user.type(count, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save and begin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/prequal-form'));
    expect(calls.counts).toEqual(['35']);
    expect(calls.begins).toBe(3);
  });

  it('shows the status and a way to continue when the company is in progress', async () => {
    serveCompany({ prequalStatus: 'IN_PROGRESS', noOfEmployees: 40 });
    await openOverview();
    expect(await screen.findByText('Pre-qualification status: In progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue pre-qualification' })).toHaveAttribute('href', '/vendor/prequal-form');
    expect(screen.queryByRole('button', { name: 'Begin pre-qualification' })).not.toBeInTheDocument();
  });

  it('after submitting, the company waits for admin review', async () => {
    serveCompany({ prequalStatus: 'ADMIN_REVIEW_PENDING', noOfEmployees: 40 });
    await openOverview();
    expect(await screen.findByText('Pre-qualification status: Submitted, waiting for admin review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View pre-qualification' })).toBeInTheDocument();
  });

  it('a company user cannot begin', async () => {
    serveCompany({ prequalStatus: 'NOT_STARTED', noOfEmployees: 40 });
    await openOverview('VENDOR_USER');
    expect(await screen.findByText('Your company has not begun pre-qualification yet. A company admin can begin it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin pre-qualification' })).not.toBeInTheDocument();
  });

  it("other refusals go to the Alert modal with the server's words", async () => {
    serveCompany({ prequalStatus: 'NOT_STARTED', noOfEmployees: 40 });
    server.use(
      graphql.mutation('BeginPrequal', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Prequalification cannot begin from IN_PROGRESS', extensions: { code: 'CONFLICT' } }] }),
      ),
    );
    const { user } = await openOverview();
    await user.click(await screen.findByRole('button', { name: 'Begin pre-qualification' }));
    expect(await screen.findByRole('alertdialog', { name: 'Alert' })).toHaveTextContent('Prequalification cannot begin from IN_PROGRESS');
  });

  it('shows a skeleton of the status, busy and named for screen readers, until the status arrives', async () => {
    serveCompany({ prequalStatus: 'IN_PROGRESS', noOfEmployees: 40 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.query('VendorOverview', async () => {
        await gate;
        return HttpResponse.json({ data: { registration: { __typename: 'VendorRegistration', vendorId: 'v-1', prequalStatus: 'IN_PROGRESS', noOfEmployees: 40 } } });
      }),
    );
    await openOverview();
    const status = await screen.findByRole('status', { name: 'Loading your pre-qualification status' });
    const region = status.closest('[aria-busy]');
    expect(region).toHaveAttribute('aria-busy', 'true');
    // The status Alert and the link, as grey blocks hidden from assistive technology.
    expect(region!.querySelectorAll('[aria-hidden="true"] .chakra-skeleton')).toHaveLength(2);
    release();
    expect(await screen.findByRole('link', { name: 'Continue pre-qualification' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your pre-qualification status' })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a status that cannot be loaded is said on the page, with a way to try again', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    server.use(
      graphql.query('VendorOverview', () =>
        answer === 'fail'
          ? HttpResponse.json({ data: null, errors: [{ message: 'The database is resting', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
          : HttpResponse.json({ data: { registration: { __typename: 'VendorRegistration', vendorId: 'v-1', prequalStatus: 'IN_PROGRESS', noOfEmployees: 3 } } }),
      ),
    );
    const { user } = await openOverview();
    expect(await screen.findByText(/Your pre-qualification status could not be loaded/)).toHaveTextContent('The database is resting');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Continue pre-qualification' })).toBeInTheDocument();
  });
});
