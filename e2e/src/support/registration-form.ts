import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

export const W9_PDF = path.resolve(import.meta.dirname, '..', '..', 'fixtures', 'w9.pdf');

/** A form control by its label; required labels end in an asterisk. */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Picks options in one of the form's multi-selects (a listbox behind a trigger), then closes it. */
async function pickMany(page: Page, label: string, count = 1) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const options = page.getByRole('listbox').getByRole('option');
  for (let i = 0; i < count; i++) await options.nth(i).click();
  await page.keyboard.press('Escape');
}

async function selectFirst(field: Locator) {
  const value = await field.locator('option').nth(1).getAttribute('value');
  await field.selectOption(value!);
}

/** Fills every required field of the registration form the way a vendor would. */
export async function fillRegistrationForm(page: Page, company: { name: string; contactEmail: string }) {
  await field(page, 'Company Name').fill(company.name);
  await field(page, 'Number of Employees').fill('35');
  await field(page, 'Office Phone Number').fill('410-555-0142');
  await field(page, 'Office Website Url').fill('https://www.example-steel.com');
  await field(page, 'Company Description').fill('Structural and miscellaneous steel fabrication and erection.');
  await field(page, 'Office Location Address 1').fill('100 Harbor Way');
  await field(page, 'Office Location City').fill('Baltimore');
  await field(page, 'Office Location State').selectOption('Maryland');
  await field(page, 'Office Location Zip').fill('21230');

  await field(page, 'First Name').first().fill('Dana');
  await field(page, 'Last Name').first().fill('Builder');
  await field(page, 'Job Title').first().fill('Estimator');
  await field(page, 'Email').first().fill(company.contactEmail);
  await field(page, 'Phone').first().fill('410-555-0143');

  await pickMany(page, 'Regions', 2);
  await pickMany(page, 'Market Sectors');
  await page
    .getByRole('radiogroup', { name: /^Supplier Status/ })
    .getByText('No', { exact: true })
    .click();
  await selectFirst(field(page, 'Self Perform Status'));
  await selectFirst(field(page, 'Work Performed Category'));
  await selectFirst(field(page, 'Primary Trade'));
  await pickMany(page, 'Secondary Trade');
  await field(page, 'Average Project Size').fill('$1,250,000');
  await field(page, 'Largest project size').fill('4,500,000.50');
  await field(page, 'Annual Volume').fill('$12,000,000');
  await page
    .getByRole('radiogroup', { name: /^Bondable/ })
    .getByText('No', { exact: true })
    .click();
  await pickMany(page, 'Classifications Certifications');
  // A person clicks the visible box or its text; the real input is visually hidden.
  await page
    .getByRole('group', { name: /^Company Perform Actions/ })
    .locator('label')
    .first()
    .click();
  await field(page, 'Reference Name').fill('Chesapeake General Contractors');
  // The employee option reveals the employee-name field, which then becomes required.
  await field(page, 'How Heard').selectOption({ label: 'Referred by a Harkins employee' });
  await field(page, 'Employee Name').fill('Morgan Lee');
  await page.locator('input[type=file][name=w9File]').setInputFiles(W9_PDF);
}
