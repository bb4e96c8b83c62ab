import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { runPurge } from './purge.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

it('deletes ended rate-limit windows, old throttles and old receipts, and keeps what is still in use', async () => {
  const sql = (q: string) => portal.em().execute(q);
  await sql(`insert into rate_limit (key, hits, window_started_at) values ('old:1', 3, now() - interval '2 days'), ('new:1', 3, now())`);
  await sql(`insert into login_throttle (key, failures, window_started_at, blocked_until) values
    ('ip:old', 5, now() - interval '2 days', null), ('ip:blocked', 9, now() - interval '2 days', now() + interval '1 hour'), ('ip:new', 1, now(), null)`);
  await sql(`insert into mail_delivery (job_id, sent_at) values (gen_random_uuid(), now() - interval '31 days'), (gen_random_uuid(), now())`);
  const deleted = await runPurge(portal.orm);
  expect(deleted).toMatchObject({ rate_limit: 1, login_throttle: 1, mail_delivery: 1 });
  const keys = await sql(`select key from rate_limit where key in ('old:1', 'new:1') union all select key from login_throttle where key like 'ip:%' order by 1`);
  expect(keys.map((r) => r.key)).toEqual(['ip:blocked', 'ip:new', 'new:1']);
});
