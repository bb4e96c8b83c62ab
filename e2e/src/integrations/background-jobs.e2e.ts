import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signOut, startSession, waitForMail } from '../support/browser.js';
import { runSql } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TO = 'jobs.e2e@example.com';
const TABLE = 'Background jobs';

/**
 * A mail job that failed its last try, written as pg-boss writes one (its row in pgboss.job, partitioned by queue:
 * the insert lands in the mail queue's partition; retry policy, dead-letter queue and policy copied from the
 * queue, as pg-boss's send does; state failed with the error's message as its output, as pg-boss's fail does).
 * The running portal's mail server cannot be made to refuse from here, and nothing else fails a job on demand;
 * everything after this row (the list, Retry, the worker sending the mail) is the portal's own.
 */
async function failedMailJob(subject: string): Promise<string> {
  const id = randomUUID();
  await runSql(
    `insert into pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, started_on, completed_on,
       created_on, start_after, output, dead_letter, policy)
     select $1, q.name, $2::jsonb, 'failed', 0, 0, q.retry_delay, q.retry_backoff, now() - interval '1 minute', now(),
       now() - interval '2 minutes', now() - interval '2 minutes', $3::jsonb, q.dead_letter, q.policy
     from pgboss.queue q where q.name = 'mail'`,
    [
      id,
      JSON.stringify({ payload: { to: TO, subject, text: 'Sent by the background jobs e2e.' }, requestId: null }),
      JSON.stringify({ message: '421 Service not available' }),
    ],
  );
  return id;
}

async function openJobs(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Background Jobs' }).click();
  await page.waitForURL('**/admin/jobs');
  await expect.poll(() => page.getByRole('heading', { name: 'Background Jobs', level: 1 }).isVisible()).toBe(true);
}

it('the system admin retries a failed mail job, which is sent, and other staff cannot open the screen', { timeout: 120_000 }, async () => {
  const subject = `Background job e2e ${randomUUID().slice(0, 8)}`;
  await failedMailJob(subject);

  const admin = await newPage(browser);
  await startSession(admin, 'system.admin@example.com');
  await admin.waitForURL('**/admin/dashboard');
  await openJobs(admin);
  const table = admin.getByRole('table', { name: TABLE });
  const row = table.getByRole('row').filter({ hasText: subject });
  // The address is masked; the error's message is shown.
  await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(`To: j***@example.com — ${subject}`);
  expect(await row.textContent()).toContain('421 Service not available');
  expect(await row.getByText('Failed', { exact: true }).isVisible()).toBe(true);
  expect(await table.textContent()).not.toContain(TO);
  await expect.poll(() => admin.getByRole('region', { name: /^Failed: [1-9]/ }).isVisible()).toBe(true);
  await expectAccessible(admin);

  await row.getByRole('button', { name: /^Retry Mail job/ }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Retry this job?' });
  await confirm.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => admin.getByText('The job was queued again').first().isVisible()).toBe(true);

  // Queued again for real: the portal's mail worker takes it and the mail arrives.
  const mail = await waitForMail(TO, new RegExp(subject));
  expect(mail.text).toContain('Sent by the background jobs e2e.');

  // Its second try (of the two it now has) completed it.
  await admin.getByRole('tab', { name: 'Completed' }).click();
  const done = admin.getByRole('table', { name: TABLE }).getByRole('row').filter({ hasText: subject });
  // The list is read when asked (the worker's completion may land just after the tab's first read).
  const doneText = async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    return (await done.allTextContents()).join(' ');
  };
  await expect.poll(doneText, { timeout: 15_000, interval: 1_000 }).toContain('Completed');
  expect(await doneText()).toContain('2 of 2');
  await signOut(admin);

  // A prequal admin has no sidebar item and is sent home from the address.
  const staff = await newPage(browser);
  await startSession(staff, 'prequal.admin@example.com');
  await staff.waitForURL('**/admin/dashboard');
  expect(await staff.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Background Jobs' }).count()).toBe(0);
  await staff.goto('/admin/jobs');
  await staff.waitForURL('**/admin/dashboard');
  expect(await staff.getByRole('heading', { name: 'Background Jobs' }).count()).toBe(0);
});
