import { chmodSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO_EMAILS, startTestPortal, type TestPortal } from '../../../test/harness.js';

let portal: TestPortal;
beforeAll(async () => {
  // No SMTP: mail goes to DATA_DIR/outbox, as on a laptop.
  portal = await startTestPortal({ SMTP_URL: '' });
});
afterAll(() => portal?.stop());

const modeOf = (p: string) => statSync(p).mode & 0o777;

/** Asks for a password reset and answers the outbox file that holds its e-mail. */
async function resetMailFile(outbox: string, seen: Set<string>): Promise<string> {
  const answer = await portal.rest('POST', '/auth/forgot-password', { body: { email: DEMO_EMAILS.VENDOR_ADMIN } });
  expect(answer.status).toBe(200);
  const name = await vi.waitFor(
    () => {
      const fresh = readdirSync(outbox).filter((n) => n.endsWith('.eml') && !seen.has(n));
      expect(fresh).toHaveLength(1);
      return fresh[0]!;
    },
    { timeout: 10_000 },
  );
  seen.add(name);
  return path.join(outbox, name);
}

it('keeps the outbox folder (0700) and each message (0600) to the server user, tightening a folder left open', async () => {
  const outbox = path.join(portal.config.DATA_DIR, 'outbox');
  const seen = new Set<string>();
  rmSync(outbox, { recursive: true, force: true });

  const first = await resetMailFile(outbox, seen);
  expect(modeOf(outbox)).toBe(0o700);
  expect(modeOf(first)).toBe(0o600);
  // It is the reset e-mail, with the link a developer follows.
  expect(readFileSync(first, 'utf8')).toMatch(/token=/);

  // An outbox an older version left readable by everyone on the machine.
  chmodSync(outbox, 0o755);
  const second = await resetMailFile(outbox, seen);
  expect(modeOf(outbox)).toBe(0o700);
  expect(modeOf(second)).toBe(0o600);
  expect(modeOf(first)).toBe(0o600);
});
