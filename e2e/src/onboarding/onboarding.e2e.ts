import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, newPage, waitForMail } from '../support/browser.js';
import { field, fillRegistrationForm } from '../support/registration-form.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TAX_ID = '27-4455667';
const COMPANY = 'Patapsco Steel Works LLC';
const CONTACT = 'dana.builder@patapsco-steel.example';
const NEW_USER = 'riley.field@patapsco-steel.example';

/** The "continue your registration" link of a mail: the portal's /vendor-registration with the draft's secret in the fragment. */
function continueLinkOf(mail: { text: string }): string {
  const match = /(http\S+\/vendor-registration#draft=[\w-]+&token=[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no continuation link in: ${mail.text}`);
  return match[1]!;
}

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

// The whole onboarding in one test (a dozen screens, five mails): the layer's 60 s is for a screen or two; the fresh
// clone beside the server tests once took longer.
it('takes a new company from tax-ID verification to a signed-in company user, with a mail at each step', { timeout: 240_000 }, async () => {
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

  // The primary contact is mailed a link that continues the draft; the page keeps the draft's secret for its session.
  const firstLink = continueLinkOf(await waitForMail(CONTACT, /continue your registration/i));

  // 3. Later, in another browser: the same tax ID lists the draft by name, but its id alone opens nothing;
  //    the person asks for the link again and continues from the e-mail.
  const later = await newPage(browser);
  await verifyTaxId(later);
  await expect.poll(() => later.getByText(COMPANY).first().isVisible()).toBe(true);
  expect(await later.getByRole('button', { name: `Continue Registration for ${COMPANY}` }).count()).toBe(0);
  await later.getByRole('button', { name: `Send me the link again for ${COMPANY}` }).click();
  await expect.poll(() => later.getByText(/a link to continue it has been sent to that address/).isVisible()).toBe(true);
  await expectAccessible(later);
  let link = firstLink;
  await expect.poll(async () => (link = continueLinkOf(await waitForMail(CONTACT, /continue your registration/i)))).not.toBe(firstLink);

  await later.goto(link);
  await later.waitForURL((url) => url.pathname === '/vendor-registration' && url.hash === '');
  await expect.poll(() => field(later, 'Company Name').inputValue()).toBe(COMPANY);
  await expect.poll(() => later.getByText('w9.pdf').first().isVisible()).toBe(true);
  await expectAccessible(later);
  await later.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect
    .poll(() =>
      later.getByText('Your request has been submitted for review. Please wait for approval. An email with further instructions will be sent to you.').isVisible(),
    )
    .toBe(true);
  await waitForMail(CONTACT, /submitted for review/i);

  // Submitted: the link no longer opens anything, and the page says why.
  const spent = await newPage(browser);
  await spent.goto(link);
  await expect
    .poll(() =>
      spent
        .getByRole('alertdialog')
        .getByText(/can only be continued with the link e-mailed to its contact/)
        .isVisible(),
    )
    .toBe(true);
  await expect.poll(() => spent.getByText('The draft registration could not be loaded.').isVisible()).toBe(true);

  // 4. An admin approves the registration.
  const admin = await newPage(browser);
  await signIn(admin, 'prequal.admin@example.com', DEMO_PASSWORD);
  await admin.waitForURL('**/admin/dashboard');
  await openAdminTab(admin, 'Registrations Waiting on Approval');
  await admin.getByRole('button', { name: `Approve ${COMPANY}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  // The dialog first: while a modal is open the list behind it is hidden, and the button would be missing at once.
  await expect.poll(() => admin.getByRole('alertdialog').count()).toBe(0);
  await expect.poll(() => admin.getByRole('button', { name: `Approve ${COMPANY}` }).count()).toBe(0);
  await expectAccessible(admin);
  const approved = await waitForMail(CONTACT, /registration has been approved/i);
  const signUpLink = /(http\S+\?accountId=[\w-]+)/.exec(approved.text)![1]!;

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
