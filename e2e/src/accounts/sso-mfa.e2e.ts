import { homeFor } from '@portal/common/auth/roles';
import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import * as OTPAuth from 'otpauth';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn, signOut as signOutNow } from '../support/browser.js';
import { overflow } from '../support/overflow.js';
import { settled } from '../support/settled.js';
import { removeStaff, seedStaff, type SeededStaff } from '../support/seed-staff.js';

/**
 * Staff single sign-on through the in-process OpenID provider the global set-up points the portal at, and the
 * authenticator app (TOTP) second factor: set up from the profile, asked at sign-in, a recovery code spent once,
 * and the system admin's requirement leading a staff account without it to set it up. The accounts that get a
 * second factor are this spec's own (seedStaff), and the requirement is turned off again, so the other specs'
 * demo sign-ins stay password-only.
 */

const STAFF_HOME = homeFor('PREQUAL_ADMIN');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

let browser: Browser;
const seeded: SeededStaff[] = [];
/** The system admin's page while the requirement is on, to turn it off again whatever happens. */
let policyPage: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (policyPage) await setPolicy(policyPage, false).catch(() => undefined);
  await browser?.close();
  await removeStaff(seeded.map((s) => s.id));
});

/** A page of this spec: its waits allow for a loaded machine (the 2 cores are shared with the portal and builds). */
async function openPage(): Promise<Page> {
  const page = await newPage(browser);
  page.setDefaultTimeout(45_000);
  return page;
}

async function staff(name: string): Promise<SeededStaff> {
  const account = await seedStaff('PREQUAL_ADMIN', name);
  seeded.push(account);
  return account;
}

/** The screen as it is now, on a phone and on a laptop: no serious accessibility finding, nothing scrolling sideways. */
async function checkAtBothWidths(page: Page): Promise<void> {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    const sideways = await overflow(page);
    expect(sideways.by, `${viewport.width} px: ${sideways.culprits.join(', ')}`).toBeLessThanOrEqual(0);
  }
}

/** The authenticator app: the code of the 30-second step `stepsAhead` after now (the portal takes one step of drift). */
function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A code no authenticator shows now (each digit of the current one moved by five). */
function wrongCode(secret: string): string {
  return totpCode(secret).replace(/\d/g, (d) => String((Number(d) + 5) % 10));
}

/** The error a field's control points to (aria-errormessage, as Chakra's Field links it, or aria-describedby). */
function errorOf(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    [el.getAttribute('aria-errormessage'), el.getAttribute('aria-describedby')]
      .join(' ')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}

/** Walks the provider's own screens: its sign-in form (any password), then its consent screen if it shows one. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  const issuer = inject('oidcIssuer');
  await page.waitForURL(`${issuer}/interaction/**`);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => !url.href.startsWith(`${issuer}/interaction/`) || url.href.includes('consent'), { waitUntil: 'commit' }).catch(() => undefined);
  const consent = page.getByRole('button', { name: 'Continue' });
  if (page.url().startsWith(issuer) && (await consent.isVisible())) await consent.click();
}

/** Signs out once the screen has settled (a menu opened while the landing page still draws can close again). */
async function signOut(page: Page): Promise<void> {
  await settled(page);
  await signOutNow(page);
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').waitFor();
}

async function setPolicy(page: Page, on: boolean): Promise<void> {
  await page.goto('/admin/users');
  const box = page.getByRole('checkbox', { name: /Two-factor authentication required for staff/ });
  await box.waitFor({ state: 'attached' });
  if ((await box.isChecked()) !== on) await page.getByText('Two-factor authentication required for staff').first().click();
  await expect.poll(() => box.isChecked()).toBe(on);
  // Saved, not only ticked: a fresh load shows it.
  await page.reload();
  await box.waitFor({ state: 'attached' });
  await expect.poll(() => box.isChecked()).toBe(on);
}

describe('single sign-on', () => {
  it('staff signs in through the provider and lands on the dashboard; an e-mail the portal does not know is refused', { timeout: 120_000 }, async () => {
    const page = await openPage();
    await openLogin(page);
    const sso = page.getByRole('link', { name: inject('ssoLabel') });
    await sso.waitFor();
    expect(await page.getByText('Staff only. Companies sign in with e-mail and password.').isVisible()).toBe(true);
    await checkAtBothWidths(page);

    await sso.click();
    await signInAtProvider(page, 'prequal.admin@example.com');
    await page.waitForURL(`**${STAFF_HOME}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    // The hand-over token left the address.
    expect(new URL(page.url()).hash).toBe('');
    await signOut(page);

    // Another browser: this one is still signed in at the provider, which would not ask again.
    const stranger = await openPage();
    await openLogin(stranger);
    await stranger.getByRole('link', { name: inject('ssoLabel') }).click();
    await signInAtProvider(stranger, 'nobody.known@example.com');
    await stranger.waitForURL('**/prequalification');
    const refused = stranger.getByRole('alertdialog', { name: 'Login failed' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(MFA_MESSAGES.ssoRefused);
    expect(new URL(stranger.url()).hash).toBe('');
    await expectAccessible(stranger);
  });
});

describe('two-factor authentication', () => {
  it(
    'a staff user sets it up from the profile, then signs in with password and code; a wrong code is refused beside the field; a recovery code works once',
    { timeout: 180_000 },
    async () => {
      const account = await staff('E2E Two Factor');
      const page = await openPage();
      await signIn(page, account.email, account.password);
      await page.waitForURL(`**${STAFF_HOME}`);
      await page.goto('/admin/profile');
      const section = page.getByRole('region', { name: 'Two-factor authentication' });
      await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      const setup = page.getByRole('form', { name: 'Set up two-factor authentication' });
      const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await setup.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
      await checkAtBothWidths(page);

      await setup.getByRole('textbox', { name: /Authentication code/ }).fill(totpCode(secret));
      await setup.getByRole('button', { name: 'Turn on' }).click();
      const codesList = section.getByRole('list', { name: 'Recovery codes' });
      await codesList.waitFor();
      const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((c) => c.trim());
      expect(recoveryCodes).toHaveLength(10);
      await checkAtBothWidths(page);
      await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await expect.poll(() => section.getByText(/^On\. 10 recovery codes left\./).isVisible()).toBe(true);
      await signOut(page);

      // Password, then the code step.
      await signIn(page, account.email, account.password);
      const step = page.getByRole('form', { name: 'Two-factor authentication' });
      await step.waitFor();
      const code = step.getByRole('textbox', { name: /Authentication code/ });
      await checkAtBothWidths(page);
      await code.fill(wrongCode(secret));
      await step.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => errorOf(code)).toContain(MFA_MESSAGES.codeInvalid);
      await expectAccessible(page);
      // The code of the next step: the one used to turn it on is spent, and the portal allows a step of drift.
      await code.fill(totpCode(secret, 1));
      await step.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`**${STAFF_HOME}`);
      await signOut(page);

      // A recovery code instead of the app's code: once.
      await signIn(page, account.email, account.password);
      await step.waitFor();
      await code.fill(recoveryCodes[0]!);
      await step.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`**${STAFF_HOME}`);
      await signOut(page);
      await signIn(page, account.email, account.password);
      await step.waitFor();
      await code.fill(recoveryCodes[0]!);
      await step.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => errorOf(code)).toContain(MFA_MESSAGES.codeInvalid);
      expect(new URL(page.url()).pathname).toBe('/prequalification');
    },
  );

  it('the system admin requires it for staff on the Users screen; a staff user without it is led to set it up at sign-in', { timeout: 180_000 }, async () => {
    const account = await staff('E2E Required Two Factor');
    const admin = await openPage();
    await signIn(admin, 'system.admin@example.com');
    await admin.waitForURL('**/admin/dashboard');
    policyPage = admin;
    await setPolicy(admin, true);
    await expectAccessible(admin);

    const page = await openPage();
    await signIn(page, account.email, account.password);
    const step = page.getByRole('form', { name: 'Set up two-factor authentication' });
    await step.waitFor();
    const secretText = step.getByTestId('totp-secret');
    await secretText.waitFor();
    const secret = (await secretText.textContent())!.trim();
    expect(await step.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
    await checkAtBothWidths(page);
    await step.getByRole('textbox', { name: /Authentication code/ }).fill(totpCode(secret));
    await step.getByRole('button', { name: 'Verify' }).click();

    await page.getByRole('heading', { name: 'Save your recovery codes', level: 1 }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await checkAtBothWidths(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**${STAFF_HOME}`);

    // While required, the profile says so instead of offering to turn it off.
    await page.goto('/admin/profile');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect.poll(() => section.getByText("Required for staff accounts by the portal's administrator.").isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: 'Turn off two-factor authentication' }).count()).toBe(0);

    await setPolicy(admin, false);
    policyPage = undefined;
  });
});
