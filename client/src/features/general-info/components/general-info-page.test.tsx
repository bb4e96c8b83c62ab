import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Role } from '@portal/common/auth/roles';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeRegistration } from '../../registration-form/testing/registration-fixture';
import { FORM_TEST_TIMEOUT } from '../../registration-form/testing/render-form';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

interface UpdateVariables {
  vendorId: string;
  version?: number | null;
  input: Record<string, unknown>;
}

const STALE = "This company's details were changed by someone else since you opened them. Reload to see the latest, then make your change again.";

/**
 * The signed-in vendor's company (v-1 in the test users) as approved and loaded: the n-th load answers
 * `versions[n]` (the last one after), so a test can change the company between loads.
 */
function serveCompany(versions: Partial<ReturnType<typeof completeRegistration>>[] = [{}]) {
  const requested: string[] = [];
  server.use(
    graphql.query('RegistrationForm', ({ variables }) => {
      requested.push(String(variables.vendorId));
      return HttpResponse.json({
        data: {
          registration: completeRegistration({
            vendorId: String(variables.vendorId),
            registrationStatus: 'APPROVED',
            companyName: 'Acme Concrete',
            w9File: { __typename: 'UploadedFile', fileId: 'f-1', name: 'acme-w9.pdf', url: '/api/v1/files/f-1/content' },
            ...versions[Math.min(requested.length, versions.length) - 1],
          }),
        },
      });
    }),
  );
  return requested;
}

function recordUpdates() {
  const seen: UpdateVariables[] = [];
  server.use(
    graphql.mutation<Record<string, unknown>, UpdateVariables>('UpdateGeneralInfo', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          updateGeneralInfo: completeRegistration({
            vendorId: variables.vendorId,
            registrationStatus: 'APPROVED',
            companyName: 'Acme Concrete',
            noOfEmployees: Number(variables.input.noOfEmployees),
            w9File: { __typename: 'UploadedFile', fileId: 'f-1', name: 'acme-w9.pdf', url: '/api/v1/files/f-1/content' },
          }),
        },
      });
    }),
  );
  return seen;
}

async function openGeneralInfo(role: Role) {
  const app = renderApp('/vendor/general-info', { role });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  expect(await screen.findByRole('heading', { name: 'General Info' })).toBeInTheDocument();
  await screen.findByRole('form', { name: 'General info' });
  return { ...app, user };
}

describe('/vendor/general-info', { timeout: FORM_TEST_TIMEOUT }, () => {
  beforeAll(() => import('./general-info-page'));

  it("shows the company's registration read-only, then edits and submits it", async () => {
    const requested = serveCompany();
    const seen = recordUpdates();
    const { user, router } = await openGeneralInfo('VENDOR_ADMIN');
    expect(requested).toEqual(['v-1']);

    const employees = screen.getByLabelText(/^Number of Employees/);
    expect(employees).toHaveValue('42');
    expect(employees).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^W9 File/)).toHaveValue('acme-w9.pdf');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tax ID/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute('readonly');
    expect(screen.getByText('Current file: acme-w9.pdf')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Number of Employees/));
    await user.type(screen.getByLabelText(/^Number of Employees/), '55');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Details submitted successfully' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.vendorId).toBe('v-1');
    // The version the page loaded goes along, so a save from an outdated copy is refused.
    expect(seen[0]?.version).toBe(1);
    expect(seen[0]?.input).toMatchObject({ noOfEmployees: '55', averageProjectSize: '500000' });
    expect(seen[0]?.input).not.toHaveProperty('taxId');
    expect(seen[0]?.input).not.toHaveProperty('companyName');
    // Read-only again (behind the modal), with what was saved.
    expect(screen.getByRole('button', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Number of Employees/)).toHaveValue('55');

    await user.click(within(dialog).getByRole('button', { name: 'Return to prequalification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/prequal-form'));
  });

  it('Cancel drops the changes', async () => {
    serveCompany();
    const seen = recordUpdates();
    const { user } = await openGeneralInfo('VENDOR_ADMIN');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const city = screen.getByLabelText(/^Office Location City/);
    await user.clear(city);
    await user.type(city, 'Towson');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Office Location City/)).toHaveValue('Baltimore');
    expect(screen.getByLabelText(/^Office Location City/)).toHaveAttribute('readonly');
    expect(seen).toHaveLength(0);
  });

  it('has no Edit button for a company user', async () => {
    serveCompany();
    await openGeneralInfo('VENDOR_USER');
    expect(screen.getByLabelText(/^Company Description/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the Alert modal", async () => {
    serveCompany();
    server.use(
      graphql.mutation('UpdateGeneralInfo', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'You may not edit this company', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    const { user } = await openGeneralInfo('VENDOR_ADMIN');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('You may not edit this company');
    expect(screen.queryByText('Details submitted successfully')).not.toBeInTheDocument();
  });

  it('a save refused because someone else changed the company offers to reload; the input stays until the user chooses', async () => {
    const requested = serveCompany([{ version: 1 }, { version: 2, officeLocationCity: 'Annapolis', noOfEmployees: 60 }]);
    const seen: UpdateVariables[] = [];
    server.use(
      graphql.mutation<Record<string, unknown>, UpdateVariables>('UpdateGeneralInfo', ({ variables }) => {
        seen.push(variables);
        if (variables.version === 1) {
          return HttpResponse.json({ data: null, errors: [{ message: STALE, extensions: { code: 'CONFLICT', fieldErrors: { version: STALE } } }] });
        }
        return HttpResponse.json({
          data: {
            updateGeneralInfo: completeRegistration({
              vendorId: 'v-1',
              registrationStatus: 'APPROVED',
              version: 3,
              officeLocationCity: String(variables.input.officeLocationCity),
            }),
          },
        });
      }),
    );
    const { user } = await openGeneralInfo('VENDOR_ADMIN');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const city = screen.getByLabelText(/^Office Location City/);
    await user.clear(city);
    await user.type(city, 'Towson');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    expect(dialog).toHaveTextContent(STALE);
    // Behind the dialog the form still holds what was typed, still editable; nothing says it was saved.
    expect(screen.getByLabelText(/^Office Location City/)).toHaveValue('Towson');
    expect(screen.getByLabelText(/^Office Location City/)).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Details submitted successfully')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Alert' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Office Location City/)).toHaveValue('Towson');
    expect(requested).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    within(again).getByRole('button', { name: 'Reload' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The latest details, fetched again; still editing, so the change can be made again.
    await waitFor(() => expect(screen.getByLabelText(/^Office Location City/)).toHaveValue('Annapolis'));
    expect(screen.getByLabelText(/^Number of Employees/)).toHaveValue('60');
    expect(requested).toHaveLength(2);

    const reloaded = screen.getByLabelText(/^Office Location City/);
    await user.clear(reloaded);
    await user.type(reloaded, 'Towson');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog', { name: 'Details submitted successfully' })).toBeInTheDocument();
    expect(seen.map((v) => v.version)).toEqual([1, 1, 2]);
  });
});
