import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureSummary } from '../../../scripts/failure-summary.mjs';
import { launchBrowser, newPage } from '../support/browser.js';

// npm test's list of failed tests (scripts/test-all.mjs) reads each failure's message from vitest's JSON report, which
// is the error's stack: for a Playwright timeout the message, its call log and the stack. These are real timeouts.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(() => browser?.close());

async function failure(action: () => Promise<unknown>): Promise<string> {
  const error = await action().then(
    () => undefined,
    (e: unknown) => e as Error,
  );
  expect(error).toBeInstanceOf(Error);
  return error!.stack ?? '';
}

it('names the locator a timed-out click waited for', async () => {
  await page.setContent('<main><button>Other</button></main>');
  const summary = failureSummary(await failure(() => page.getByRole('button', { name: 'Save' }).click({ timeout: 1000 })));
  expect(summary).toBe("locator.click: Timeout 1000ms exceeded.\n    waiting for getByRole('button', { name: 'Save' })");
});

it('and what stood in the way of one it found', async () => {
  // A layer over the button takes the click, as a dialog's backdrop or a toast would.
  await page.setContent('<button>Save</button><div id="cover" style="position:fixed;inset:0"></div>');
  const summary = failureSummary(await failure(() => page.getByRole('button', { name: 'Save' }).click({ timeout: 1000 })));
  const [first, waited] = summary.split('\n');
  expect(first).toBe('locator.click: Timeout 1000ms exceeded.');
  expect(waited).toMatch(/^ {4}waiting for getByRole\('button', \{ name: 'Save' \}\) \.\.\. last: .+/);
  expect(summary).not.toContain('\u001b');
});

it('leaves any other failure at its first line', () => {
  expect(failureSummary('AssertionError: expected 1 to be 2\n    at file.ts:1:1')).toBe('AssertionError: expected 1 to be 2');
  expect(failureSummary(undefined)).toBe('');
});

it('says that a test ran past its timeout, and where the test is', () => {
  // What vitest's JSON report holds for it: the stack of the error made when the test was declared.
  const declared = new Error('STACK_TRACE_ERROR').stack ?? '';
  const here = path.relative(path.resolve(import.meta.dirname, '../../..'), import.meta.filename);
  expect(failureSummary(declared)).toMatch(new RegExp(`^the test ran past its timeout \\(declared at .*${here.replaceAll('.', '\\.')}:\\d+:\\d+\\)$`));
});
