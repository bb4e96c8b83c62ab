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

it('logs a failed statement without its values: no password hash, no e-mail, no name', async () => {
  const user = portal.users.VENDOR_USER;
  const token = await portal.tokenFor('VENDOR_USER');
  // A real statement failure: the user table refuses updates for this test, whatever the values.
  const conn = portal.em().getConnection();
  await conn.execute(`create function refuse_update() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`);
  await conn.execute(`create trigger refuse_update before update on app_user for each row execute function refuse_update()`);
  lines.length = 0;
  try {
    const name = 'Logged Name Kept Private';
    for (const call of [
      () => portal.rest('PUT', `/users/${user.id}`, { token, body: { name, phone: '555-010-0199', password: 'Fresh#Pass2026', currentPassword: DEMO_PASSWORD } }),
      () =>
        portal.gql(
          'mutation($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { user { userId } } }',
          { id: user.id, input: { name, phone: '555-010-0199', password: 'Fresh#Pass2026', currentPassword: DEMO_PASSWORD } },
          token,
        ),
    ]) {
      const res = await call();
      expect(res.status === 500 || res.body?.errors?.[0]?.extensions?.code === 'INTERNAL_SERVER_ERROR').toBe(true);
    }
  } finally {
    await conn.execute('drop trigger refuse_update on app_user; drop function refuse_update()');
  }
  const out = lines.join('');
  console.log(lines.filter((l) => l.includes('refused')).join('\n'));
  // The failure is logged, with the request id and the database's reason.
  expect(out).toContain('refused for the test');
  expect(out).toMatch(/"req":\{"id":"[0-9a-f-]{36}"/);
  for (const secret of ['$argon2id$', user.email, 'Logged Name Kept Private', '555-010-0199']) expect(out).not.toContain(secret);
});
