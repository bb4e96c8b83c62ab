import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from './harness.js';

const lines: string[] = [];
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ LOG_LEVEL: 'trace' }, lines);
});
afterAll(() => portal?.stop());

it('logs requests with an id, and never a password, a token or a reset link', async () => {
  const login = await portal.rest('POST', '/auth/login', { body: { email: DEMO_EMAILS.VENDOR_ADMIN, password: DEMO_PASSWORD } });
  const token: string = login.body.access_token;
  await portal.rest('GET', '/users', { token });
  await portal.gql('{ me { userId } }', {}, token);
  await portal.rest('POST', '/auth/forgot-password', { body: { email: DEMO_EMAILS.VENDOR_ADMIN } });
  const mail = await portal.mail.waitFor(DEMO_EMAILS.VENDOR_ADMIN);
  const resetToken = new URL(/(http\S+)/.exec(mail.text!)![1]!).searchParams.get('token')!;
  // A browser opening the link asks the server for the page with the token in the query.
  await fetch(`${portal.url}/prequalification?token=${resetToken}`);
  await portal.rest('POST', '/auth/reset-password', { body: { token: resetToken, newPassword: 'Logged#Not2026' } });

  const out = lines.join('');
  expect(out).toMatch(/"req":\{"id":"[0-9a-f-]{36}"/);
  expect(out).toMatch(/"url":"\/api\/v1\/auth\/login"/);
  expect(out).toContain('token=[redacted]');
  for (const secret of [DEMO_PASSWORD, 'Logged#Not2026', token, token.split('.')[2], resetToken]) {
    expect(out).not.toContain(secret);
  }
});
