import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { completeRegistration } from '../../registration-form/testing/registration-fixture';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerCompanyCalls, company, VENDOR_ID } from '../testing/company-handlers';

const PAGE = `/admin/companies/${VENDOR_ID}`;
const MESSAGE = 'Please fill the number of employees in the General info section';

describe('Begin Prequalification without employees (staff)', () => {
  it('offers Go to General Info and Cancel; Go to General Info opens the company General tab', async () => {
    answerCompanyCalls({
      company: company({ prequalStatus: 'NOT_STARTED' }),
      history: [],
      answers: {
        CompanyBeginPrequal: () =>
          HttpResponse.json({ data: null, errors: [{ message: MESSAGE, extensions: { code: 'BAD_USER_INPUT', type: 'NoEmployeesFoundException' } }] }),
      },
    });
    // The General tab reads the company's general info.
    server.use(
      graphql.query('RegistrationForm', () =>
        HttpResponse.json({ data: { registration: completeRegistration({ vendorId: VENDOR_ID, registrationStatus: 'APPROVED', companyName: 'Acme Concrete' }) } }),
      ),
    );
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent(MESSAGE);
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Cancel', 'Go to General Info']));
    expect(within(alert).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // One alert, not the global one beside it.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Go to General Info' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Cancel stays on Main', async () => {
    answerCompanyCalls({
      company: company({ prequalStatus: 'NOT_STARTED' }),
      history: [],
      answers: {
        CompanyBeginPrequal: () =>
          HttpResponse.json({ data: null, errors: [{ message: MESSAGE, extensions: { code: 'BAD_USER_INPUT', type: 'NoEmployeesFoundException' } }] }),
      },
    });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Alert' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');
  });
});
