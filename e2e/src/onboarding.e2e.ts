import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, newPage, waitForMail } from './browser.js';
import { field, fillRegistrationForm } from './registration-form.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TAX_ID = '27-4455667';
const COMPANY = 'Patapsco Steel Works LLC';
const CONTACT = 'dana.builder@patapsco-steel.example';
const NEW_USER = 'riley.field@patapsco-steel.example';

async function verifyTaxId(page: Page) {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Register your company' }).click();
  await page.getByLabel('Tax ID').fill(TAX_ID);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function openAdminTab(page: Page, tab: string) {
  await page.goto('/admin/prequalification');
  await page.getByRole('tab', { name: tab }).click();
}

it('takes a new company from tax-ID verification to a signed-in company user, with a mail at each step', async () => {
  // 1. A new tax ID: neither in the portal nor in the CRM.
  const vendor = await newPage(browser);
  await verifyTaxId(vendor);
  await expect.poll(() => vendor.getByText('Please Proceed to Trade Partner Registration Form').isVisible()).toBe(true);
  await expectAccessible(vendor);
  await vendor.getByRole('button', { name: 'Trade Partner Registration Form' }).click();
  await vendor.waitForURL('**/vendor-registration');

  // 2. The registration form, with a W9 PDF, saved as a draft.
  await fillRegistrationForm(vendor, { name: COMPANY, contactEmail: CONTACT });
  await expectAccessible(vendor);
  await vendor.getByRole('button', { name: 'Save as a draft' }).click();
  await expect.poll(() => vendor.getByText('Draft saved').first().isVisible()).toBe(true);

  // 3. Later: the same tax ID finds the draft, which resumes with its values and its W9.
  await verifyTaxId(vendor);
  await vendor.getByRole('button', { name: `Continue Registration for ${COMPANY}` }).click();
  await vendor.waitForURL('**/vendor-registration');
  await expect.poll(() => field(vendor, 'Company Name').inputValue()).toBe(COMPANY);
  await expect.poll(() => vendor.getByText('w9.pdf').first().isVisible()).toBe(true);
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect
    .poll(() => vendor.getByText('Your request has been submitted for review. Please wait for approval. An email with further instructions will be sent to you.').isVisible())
    .toBe(true);
  await waitForMail(CONTACT, /submitted for review/i);

  // 4. An admin approves the registration.
  const admin = await newPage(browser);
  await signIn(admin, 'prequal.admin@example.com', DEMO_PASSWORD);
  await admin.waitForURL('**/admin/dashboard');
  await openAdminTab(admin, 'Registrations Waiting on Approval');
  await admin.getByRole('button', { name: `Approve ${COMPANY}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(() => admin.getByRole('button', { name: `Approve ${COMPANY}` }).count()).toBe(0);
  await expectAccessible(admin);
  const approved = await waitForMail(CONTACT, /registration has been approved/i);
  const signUpLink = /(http\S+\?accountId=[\w-]+)/.exec(approved.text)![1];

  // 5. A person of that company follows the mail's link and signs up.
  const newcomer = await newPage(browser);
  await newcomer.goto(signUpLink);
  await newcomer.getByRole('button', { name: 'Begin Prequalification / Create an account' }).click();
  await field(newcomer, 'Name').fill('Riley Field');
  await newcomer.getByLabel('Email').fill(NEW_USER);
  await field(newcomer, 'Password').fill('Riley#Field2026');
  await newcomer.getByLabel('Confirm Password').fill('Riley#Field2026');
  await newcomer.getByLabel('Phone').fill('410-555-0150');
  await expectAccessible(newcomer);
  await newcomer.getByRole('button', { name: 'Sign Up' }).click();
  await expect.poll(() => newcomer.getByText('Request has been sent, please wait for Approval').isVisible()).toBe(true);
  await waitForMail(NEW_USER, /account request/i);

  // Not yet approved: the login is refused and says why.
  await signIn(newcomer, NEW_USER, 'Riley#Field2026');
  await expect.poll(() => newcomer.getByText(/awaiting approval/).isVisible()).toBe(true);

  // 6. An admin approves the account.
  await openAdminTab(admin, 'Account Creation');
  await admin.getByRole('button', { name: `Approve Riley Field` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(() => admin.getByRole('button', { name: `Approve Riley Field` }).count()).toBe(0);
  await waitForMail(NEW_USER, /account is approved/i);

  // 7. The new user signs in and lands on the vendor home.
  const user = await newPage(browser);
  await signIn(user, NEW_USER, 'Riley#Field2026');
  await user.waitForURL('**/vendor/overview');
  await expect.poll(() => user.getByText('Welcome and thanks for joining as a partner').isVisible()).toBe(true);
  await expect.poll(() => user.getByText(COMPANY).first().isVisible()).toBe(true);
});
