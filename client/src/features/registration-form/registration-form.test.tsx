import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeRegistration } from './testing/registration-fixture';
import { FORM_TEST_TIMEOUT, renderForm } from './testing/render-form';

const TITLE = 'The following required fields have validation errors:';

function sectionNamed(name: string) {
  return screen.getByRole('region', { name });
}

/** A file of the given name whose size is reported as `size` bytes (without allocating it). */
function fakeFile(name: string, size: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('RegistrationForm: failed submit', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('lists the invalid fields of a blank submit and then focuses the first', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    for (const label of [
      'Tax ID',
      'Number of Employees',
      'Company Name',
      'Office Location Address 1',
      'Primary Contact First Name',
      'Regions',
      'Secondary Trade',
      'Average Project Size',
      'Bondable',
      'Company Perform Actions',
      'W9 File',
      'How Heard',
    ]) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    // In form order: Tax ID first, W9 File after the financial fields.
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toBe('Tax ID');
    expect(items.indexOf('W9 File')).toBeGreaterThan(items.indexOf('Annual Volume'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText(/^Tax ID/)).toHaveFocus());
    expect(screen.getByText('Tax ID is required')).toBeInTheDocument();
    expect(screen.getByText('W9 File is required')).toBeInTheDocument();
  });

  it('focuses a later field when it is the first invalid one', async () => {
    const { user } = renderForm({ defaultValues: completeRegistration({ officeLocationCity: null }) });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Office Location City', 'W9 File']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByLabelText(/^Office Location City/)).toHaveFocus());
  });

  it('focuses a multi-select through its trigger', async () => {
    const { user } = renderForm({ defaultValues: completeRegistration({ regions: [] }) });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Regions/ })).toHaveFocus());
  });
});

describe('RegistrationForm: dependent fields', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('clears the state when the country changes', async () => {
    const { user } = renderForm();
    const state = screen.getByLabelText(/^Office Location State/);
    await user.selectOptions(state, 'Maryland');
    expect(state).toHaveValue('Maryland');
    await user.selectOptions(screen.getByLabelText(/^Office Location Country/), 'Canada');
    const canadian = screen.getByLabelText(/^Office Location State/);
    expect(canadian).toHaveValue('');
    expect(within(canadian).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(within(canadian).queryByRole('option', { name: 'Maryland' })).not.toBeInTheDocument();
  });

  it('clears primary and secondary trades when the work category changes', async () => {
    const { user } = renderForm({ defaultValues: completeRegistration() });
    expect(screen.getByLabelText(/^Primary Trade/)).toHaveValue('06 10 00');
    expect(sectionNamed('Trades')).toHaveTextContent('06 20 00 - Finish Carpentry');
    await user.selectOptions(screen.getByLabelText(/^Work Performed Category/), 'SUPPLY_ONLY');
    expect(screen.getByLabelText(/^Primary Trade/)).toHaveValue('');
    expect(sectionNamed('Trades')).not.toHaveTextContent('06 20 00 - Finish Carpentry');
    expect(within(screen.getByLabelText(/^Primary Trade/)).getByRole('option', { name: /Rebar Supply/ })).toBeInTheDocument();
  });

  it('reveals Partial Scopes for sub-out partial scopes', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Partial Scopes/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Self Perform Status/), 'Sub-out partial scopes');
    expect(screen.getByLabelText(/^Partial Scopes/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Self Perform Status/), 'Complete turnkey scope');
    expect(screen.queryByLabelText(/^Partial Scopes/)).not.toBeInTheDocument();
  });

  it('reveals Bondable Limit when bondable is Yes', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Bondable Limit/)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /^Bondable/ })).getByLabelText('Yes'));
    expect(screen.getByLabelText(/^Bondable Limit/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /^Bondable/ })).getByLabelText('No'));
    expect(screen.queryByLabelText(/^Bondable Limit/)).not.toBeInTheDocument();
  });

  it('reveals Other Company Follows when Other is checked', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Other Company Follows/)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /^Company Perform Actions/ })).getByLabelText('Other'));
    expect(screen.getByLabelText(/^Other Company Follows/)).toBeInTheDocument();
  });

  it('reveals Employee Name for the employee referral', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Employee Name/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^How Heard/), 'Referred by a Harkins employee');
    expect(screen.getByLabelText(/^Employee Name/)).toBeInTheDocument();
  });

  it('keeps the primary contact and offers Add Contact only up to three contacts', async () => {
    const { user } = renderForm();
    const contacts = sectionNamed('Contacts');
    expect(within(contacts).getByRole('group', { name: 'Primary Contact' })).toBeInTheDocument();
    expect(within(contacts).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(within(contacts).getByRole('button', { name: 'Add Contact' }));
    await user.click(within(contacts).getByRole('button', { name: 'Add Contact' }));
    expect(within(contacts).getByRole('group', { name: 'Contact 3' })).toBeInTheDocument();
    expect(within(contacts).queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('button', { name: 'Remove Primary Contact' })).not.toBeInTheDocument();

    await user.click(within(contacts).getByRole('button', { name: 'Remove Contact 3' }));
    expect(within(contacts).queryByRole('group', { name: 'Contact 3' })).not.toBeInTheDocument();
    expect(within(contacts).getByRole('button', { name: 'Add Contact' })).toBeInTheDocument();
  });

  it('chooses several regions from the list and allows at most three secondary trades', async () => {
    const { user } = renderForm({ defaultValues: completeRegistration({ regions: [], secondaryTrades: [] }) });
    await user.click(screen.getByRole('combobox', { name: /^Regions/ }));
    const regions = await screen.findByRole('listbox');
    await user.click(within(regions).getByRole('option', { name: 'Northern Virginia' }));
    await user.click(within(regions).getByRole('option', { name: 'Delaware' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Regions/ })).toHaveTextContent('Northern Virginia, Delaware');

    await user.click(screen.getByRole('combobox', { name: /^Secondary Trade/ }));
    const trades = await screen.findByRole('listbox');
    for (const name of [/Demolition/, /Unit Masonry/, /Rough Carpentry/]) {
      await user.click(within(trades).getByRole('option', { name }));
    }
    expect(within(trades).getByRole('option', { name: /Finish Carpentry/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(trades).getByRole('option', { name: /Demolition/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows at most three chosen labels, then "+N more"', async () => {
    renderForm({ defaultValues: completeRegistration({ regions: ['AL', 'DC', 'MDBA', 'NOVA', 'DE'] }) });
    expect(sectionNamed('Business')).toHaveTextContent('All Locations, Washington, DC, Maryland - Baltimore Metro +2 more');
  });
});

describe('RegistrationForm: files', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('refuses a file over 25 MB at once', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText(/^W9 File/), fakeFile('w9.pdf', 25 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size should be less than or equal to 25MB')).toBeInTheDocument();
    expect(screen.queryByText(/Selected: w9.pdf/)).not.toBeInTheDocument();
  });

  it('refuses a file of a type outside the list at once', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText(/^W9 File/), fakeFile('w9.exe', 1000, 'application/octet-stream'));
    expect(await screen.findByText('Invalid file format')).toBeInTheDocument();
  });

  it('names the stored W9 and replaces it with a chosen one', async () => {
    const { user, onSubmit } = renderForm({
      defaultValues: completeRegistration({ w9File: { __typename: 'UploadedFile', fileId: 'f-1', name: 'w9-2025.pdf', url: '/x' } }),
    });
    expect(screen.getByText('Current file: w9-2025.pdf')).toBeInTheDocument();
    const replacement = fakeFile('w9-2026.pdf', 2048);
    await user.upload(screen.getByLabelText(/^W9 File/), replacement);
    expect(screen.getByText('Selected: w9-2026.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ w9File: replacement, generalContractReferencesDocument: null });
  });
});

describe('RegistrationForm: values', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('strips $ and commas from money and sends numbers as strings', async () => {
    const { user, onSubmit } = renderForm({ defaultValues: completeRegistration() });
    const average = screen.getByLabelText(/^Average Project Size/);
    await user.clear(average);
    await user.type(average, '$1,250,000');
    await user.upload(screen.getByLabelText(/^W9 File/), fakeFile('w9.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]?.[0];
    expect(input).toMatchObject({
      averageProjectSize: '1250000',
      largestProjectSize: '2000000',
      noOfEmployees: '42',
      emr: '0.85',
      contacts: [{ firstName: 'Dana', cellPhone: '410-555-0101' }],
      regions: ['MDBA', 'DC'],
    });
    expect(input).not.toHaveProperty('hasW9File');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for the company name before saving a draft', async () => {
    const { user, onSaveDraft } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Company name is required.');
    expect(onSaveDraft).not.toHaveBeenCalled();
  });

  it('saves a draft with only a company name', async () => {
    const { user, onSaveDraft } = renderForm();
    await user.type(screen.getByLabelText(/^Company Name/), 'Chesapeake Drywall LLC');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(onSaveDraft).toHaveBeenCalledTimes(1));
    expect(onSaveDraft.mock.calls[0]?.[0]).toMatchObject({ companyName: 'Chesapeake Drywall LLC', taxId: null });
  });

  it("shows the server's field errors on their fields", async () => {
    const { CombinedGraphQLErrors } = await import('@apollo/client/errors');
    const { user, onSubmit } = renderForm({ defaultValues: completeRegistration() });
    onSubmit.mockRejectedValueOnce(
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'Validation failed', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'contacts.0.email': 'Email is not valid' } } }],
      }),
    );
    await user.upload(screen.getByLabelText(/^W9 File/), fakeFile('w9.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(within(dialog).getByText('Primary Contact Email')).toBeInTheDocument();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
  });
  it('drops an upload the server refuses and says why on the file field', async () => {
    const { CombinedGraphQLErrors } = await import('@apollo/client/errors');
    const { user, onSubmit } = renderForm({ defaultValues: completeRegistration() });
    onSubmit.mockRejectedValueOnce(
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'Invalid file format', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { w9File: 'Invalid file format' } } }],
      }),
    );
    await user.upload(screen.getByLabelText(/^W9 File/), fakeFile('w9.pdf', 2048));
    expect(screen.getByText('Selected: w9.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(within(dialog).getByText('W9 File')).toBeInTheDocument();
    expect(screen.getByText('Invalid file format')).toBeInTheDocument();
    expect(screen.queryByText('Selected: w9.pdf')).not.toBeInTheDocument();
  });
});

describe('RegistrationForm: read-only modes', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('view mode shows values without editable controls or contact buttons', () => {
    renderForm({ mode: 'view', defaultValues: completeRegistration(), renderActions: undefined });
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Work Performed Category/)).toHaveValue('Supply and Install');
    expect(screen.getByLabelText(/^Work Performed Category/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^W9 File/)).toHaveValue('No file uploaded');
  });

  it('general-info mode keeps tax ID and company name read-only while editing', async () => {
    const { user, onSubmit } = renderForm({ mode: 'general-info', defaultValues: completeRegistration({ noOfEmployees: null }) });
    expect(screen.getByLabelText(/^Tax ID/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Number of Employees/)).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Relaxed rules: no W9 and no employee count are fine here.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]?.[0];
    expect(input).not.toHaveProperty('taxId');
    expect(input).not.toHaveProperty('companyName');
    expect(input).toMatchObject({ noOfEmployees: null, officeLocationCity: 'Baltimore' });
  });
});
