import type { TestPortal } from './harness.js';

// Jobs of the real queues in a chosen state, for the tests of /admin/jobs (the jobs-admin module).

export interface FailedJobOptions {
  queue?: string;
  payload?: unknown;
  message?: string;
  /**
   * A job no worker may take before it is failed (its first try is an hour away), for portals whose workers run;
   * false for a portal without workers, where the job is fetched and failed as a worker would.
   */
  held?: boolean;
}

/**
 * A job of a real queue failed for good (pg-boss's own send, fetch and fail, with no retries left), as a mail
 * that the mail server refused on its last try would be. Answers its id.
 */
export async function failedJob(p: TestPortal, o: FailedJobOptions = {}): Promise<string> {
  const queue = o.queue ?? 'mail';
  const payload = o.payload ?? { to: 'pat.jones@example.com', subject: 'Your registration was received', text: 'Thank you.' };
  const boss = p.jobs.boss;
  const id = await boss.send(queue, { payload, requestId: 'req-test-1' }, { retryLimit: 0, ...(o.held !== false ? { startAfter: 3600 } : {}) });
  if (!id) throw new Error('pg-boss wrote no job');
  if (o.held === false) {
    const [fetched] = await boss.fetch(queue);
    if (fetched?.id !== id) throw new Error(`fetched ${fetched?.id ?? 'nothing'} instead of job ${id}`);
  }
  await boss.fail(queue, id, { message: o.message ?? 'SMTP 550 mailbox unavailable' });
  return id;
}
