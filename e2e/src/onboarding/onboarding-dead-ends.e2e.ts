import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn, startSession, waitForMail } from '../support/browser.js';
import { field } from '../support/registration-form.js';
import { runSql } from '../support/seed-company.js';

/** The onboarding paths that used to end nowhere: a CRM-only company, leaving the registration form, a rejected registrant. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function verifyOnRegistration(page: Page, taxId: string) {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Register your company' }).click();
  await page.getByLabel('Tax ID').fill(taxId);
  await page.getByRole('button', { name: 'Verify' }).click();
}

it('a company known to the CRM only goes on from the registration screen to create its account', async () => {
  const CRM_COMPANY = 'Potomac Glass & Glazing Inc';
  const email = 'gale.glazier@potomac-glass.example';
  const page = await newPage(browser);
  await verifyOnRegistration(page, '33-3333333');
  await expect
    .poll(() => page.getByText('You are already registered in the portal. Please Proceed to Prequalification to Begin Prequalification or to Login').isVisible())
    .toBe(true);
  await page.getByRole('button', { name: 'Proceed to Prequalification' }).click();

  // The FEIN screen carries the tax ID over, verifies it, and offers the company's account.
  await page.waitForURL('**/prequalification');
  await expect.poll(() => page.getByLabel('FEIN').inputValue()).toBe('33-3333333');
  const create = page.getByRole('button', { name: `Create an account for ${CRM_COMPANY}` });
  await expect.poll(() => create.isVisible()).toBe(true);
  await expectAccessible(page);
  await create.click();

  await expect.poll(() => page.getByText(`Company: ${CRM_COMPANY}`).isVisible()).toBe(true);
  await field(page, 'Name').fill('Gale Glazier');
  await page.getByLabel('Email').fill(email);
  await field(page, 'Password').fill('Gale#Glazier2026');
  await page.getByLabel('Confirm Password').fill('Gale#Glazier2026');
  await page.getByLabel('Phone').fill('301-555-0161');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect.poll(() => page.getByText('Request has been sent, please wait for Approval').isVisible()).toBe(true);
  await waitForMail(email, /account request/i);

  // An admin approves the account; its first user signs in to its company's home.
  const admin = await newPage(browser);
  await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/prequalification');
  await admin.getByRole('tab', { name: 'Account Creation' }).click();
  await admin.getByRole('button', { name: 'Approve Gale Glazier' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  // The dialog first: while a modal is open the list behind it is hidden, and the button would be missing at once.
  await expect.poll(() => admin.getByRole('alertdialog').count()).toBe(0);
  await expect.poll(() => admin.getByRole('button', { name: 'Approve Gale Glazier' }).count()).toBe(0);

  const user = await newPage(browser);
  await signIn(user, email, 'Gale#Glazier2026');
  await user.waitForURL('**/vendor/overview');
  await expect.poll(() => user.getByText(CRM_COMPANY).first().isVisible()).toBe(true);
}, 300_000);

it('"Return to homepage" asks first and keeps a draft that verifying the tax ID again shows, on both screens', async () => {
  const taxId = '27-7788990';
  const company = 'Magothy Millwork LLC';
  const page = await newPage(browser);
  await verifyOnRegistration(page, taxId);
  await page.getByRole('button', { name: 'Trade Partner Registration Form' }).click();
  await page.waitForURL('**/vendor-registration');
  await field(page, 'Company Name').fill(company);

  await page.getByRole('button', { name: 'Return to homepage' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave the registration form?' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save as a draft and leave' }).click();
  await page.waitForURL('**/registration');

  await verifyOnRegistration(page, taxId);
  await page.getByRole('button', { name: `Continue Registration for ${company}` }).click();
  await page.waitForURL('**/vendor-registration');
  await expect.poll(() => field(page, 'Company Name').inputValue()).toBe(company);

  // The FEIN screen finds the same draft and offers no second registration.
  const fein = await newPage(browser);
  await fein.goto('/prequalification');
  await fein.getByRole('button', { name: 'Begin Prequalification / Create an account' }).click();
  await fein.getByLabel('FEIN').fill(taxId);
  await fein.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => fein.getByRole('button', { name: `Send me the link again for ${company}` }).isVisible()).toBe(true);
  expect(await fein.getByRole('button', { name: 'Trade Partner Registration Form' }).count()).toBe(0);
  expect(await fein.getByRole('button', { name: 'Proceed to New Registration' }).count()).toBe(0);
}, 300_000);

it('a registrant whose registration was not approved is told so and whom to contact', async () => {
  const taxId = '27-6655443';
  await runSql(
    `insert into vendor (id, company_name, tax_id, registration_status, registration_comment, prequal_status, submitted_at)
     values ($1, 'Rejected Roofing LLC', $2, 'REJECTED', 'Outside our service area', 'NOT_STARTED', now())`,
    [randomUUID(), taxId],
  );
  const page = await newPage(browser);
  await verifyOnRegistration(page, taxId);
  await expect.poll(() => page.getByText('Your registration was not approved. Please reach out to the team to learn why and how to go on.').isVisible()).toBe(true);
  expect(await page.getByText(/Please wait for the approval/).count()).toBe(0);
  const contact = page.getByRole('link', { name: /@/ });
  expect(await contact.getAttribute('href')).toMatch(/^mailto:\S+@\S+$/);
  await expectAccessible(page);
}, 120_000);
