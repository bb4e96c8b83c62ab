import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'DemoPass#2026';

/** Debian's Chromium, driven by Playwright; no browser download. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * No serious or critical accessibility violations on the current screen (with `anyImpact`, none at all).
 * Checked once animations have finished: a toast or dialog caught half faded in has a contrast it never
 * has at rest.
 */
export async function expectAccessible(page: Page, { anyImpact = false }: { anyImpact?: boolean } = {}): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = anyImpact ? violations : violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')})`)).toEqual([]);
}

/** Waits for a mail to `to` and returns its text. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<{ subject: string; text: string }> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    for (const f of readdirSync(dir).sort().reverse()) {
      if (seen.has(f)) continue;
      seen.add(f);
      const mail = await simpleParser(readFileSync(path.join(dir, f)));
      const recipients = JSON.stringify(mail.to ?? '').toLowerCase();
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return { subject: mail.subject ?? '', text: mail.text ?? '' };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs in through the login screen (the demo password unless another is given). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs out through the header's menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/prequalification');
}
