import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, OTHER_VENDOR_ADMIN_EMAIL, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { User } from './user.entity.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('users list', () => {
  it('pages and counts for internal staff', async () => {
    const token = await portal.tokenFor('PREQUAL_VIEWER');
    // GET /users over every company is the Vendor tab: the three company users (staff are GET /users/harkins).
    const page1 = await portal.rest('GET', '/users?limit=2&page=1', { token });
    const page2 = await portal.rest('GET', '/users?limit=2&page=2', { token });
    expect(page1.status).toBe(200);
    expect(page1.body.totalCount).toBe(3);
    expect(page1.body.users).toHaveLength(2);
    expect(page2.body.users.map((u: { email: string }) => u.email)).not.toContain(page1.body.users[0].email);
    expect(page1.body.users[0]).not.toHaveProperty('passwordHash');
  });

  it('searches name and e-mail, case-insensitively, treating % and _ literally', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const byName = await portal.gql('{ users(options: { search: "VALERIE" }) { totalCount users: items { email } } }', {}, token);
    expect(byName.body.data.users.users.map((u: { email: string }) => u.email)).toEqual([DEMO_EMAILS.VENDOR_ADMIN]);
    const byEmail = await portal.rest('GET', '/users/harkins?search=prequal.', { token });
    expect(byEmail.body.totalCount).toBe(3);
    const wildcard = await portal.rest('GET', '/users?search=%25', { token });
    expect(wildcard.body.totalCount).toBe(0);
  });

  it("shows a company admin its own company's users only", async () => {
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const { body } = await portal.rest('GET', '/users?limit=25', { token });
    expect(body.users.map((u: { email: string }) => u.email).sort()).toEqual([DEMO_EMAILS.VENDOR_ADMIN, DEMO_EMAILS.VENDOR_USER]);
    expect(body.users.every((u: { companyName: string }) => u.companyName === 'Keystone Mechanical Contractors LLC')).toBe(true);
  });

  it('filters by company for internal staff', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const { body } = await portal.rest('GET', `/users?vendorId=${portal.users.otherVendorAdmin.vendor!.id}`, { token });
    expect(body.users.map((u: { email: string }) => u.email)).toEqual(['other.admin@example.com']);
  });

  it('refuses vendor tokens on admin-side reads, on REST and GraphQL alike', async () => {
    for (const who of ['VENDOR_ADMIN', 'VENDOR_USER'] as const) {
      const token = await portal.tokenFor(who);
      expect((await portal.rest('GET', `/users/${portal.users.SYSTEM_ADMIN.id}`, { token })).status).toBe(403);
      const gql = await portal.gql('query($id:ID!){ user(id:$id){ email } }', { id: portal.users.PREQUAL_ADMIN.id }, token);
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('GET', `/users?vendorId=${portal.users.otherVendorAdmin.vendor!.id}`, { token })).status).toBe(403);
    }
  });

  it('answers 400 for a bad page and 404 for an unknown user id', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    expect((await portal.rest('GET', '/users?page=0', { token })).status).toBe(400);
    expect((await portal.rest('GET', '/users/not-a-uuid', { token })).status).toBe(404);
    expect((await portal.rest('GET', '/users/7b0e4f3c-9f3a-4c55-8f40-2f8a0d2f1c11', { token })).status).toBe(404);
  });
});

describe('profile update (PUT /users/{id})', () => {
  it('updates name and phone, leaves an empty password out, and audits the change in the same write', async () => {
    const token = await portal.tokenFor('VENDOR_USER');
    const id = portal.users.VENDOR_USER.id;
    const { status, body } = await portal.rest('PUT', `/users/${id}`, { token, body: { name: 'Umar U. User', phone: '301-555-0199', password: '' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: id, name: 'Umar U. User', phone: '301-555-0199', companyName: 'Keystone Mechanical Contractors LLC' });
    // The old password still works.
    expect((await portal.rest('POST', '/auth/login', { body: { email: DEMO_EMAILS.VENDOR_USER, password: DEMO_PASSWORD } })).status).toBe(200);
    const log = await portal.em().findOneOrFail(AuditLog, { entityId: id, action: 'PROFILE_UPDATED' });
    expect(log.changes).toEqual({ name: { from: 'Umar User', to: 'Umar U. User' }, phone: { from: '301-555-0106', to: '301-555-0199' } });
    expect(log.performedBy).toBe('Umar User');
  });

  it('changes the password when one is given, and never logs it', async () => {
    const token = await portal.tokenFor('PREQUAL_REVIEWER');
    const id = portal.users.PREQUAL_REVIEWER.id;
    const res = await portal.gql(
      'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ user { name } } }',
      { id, i: { name: 'Riley Reviewer', phone: '410-555-0103', password: 'Changed#2026', currentPassword: DEMO_PASSWORD } },
      token,
    );
    expect(res.body.data.updateProfile.user.name).toBe('Riley Reviewer');
    expect((await portal.rest('POST', '/auth/login', { body: { email: DEMO_EMAILS.PREQUAL_REVIEWER, password: 'Changed#2026' } })).status).toBe(200);
    const log = await portal.em().findOneOrFail(AuditLog, { entityId: id, action: 'PROFILE_UPDATED' });
    expect(JSON.stringify(log.changes)).not.toContain('Changed#2026');
    expect(log.changes).toMatchObject({ password: 'changed' });
  });

  it('refuses bad input with the specification messages and changes nothing', async () => {
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const id = portal.users.VENDOR_ADMIN.id;
    const { status, body } = await portal.rest('PUT', `/users/${id}`, { token, body: { name: '  ', phone: '', password: 'short' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ name: 'Required', phone: 'Phone number is required', password: 'Password must be at least 8 characters long' });
    const badPhone = await portal.rest('PUT', `/users/${id}`, { token, body: { name: 'Val', phone: '3015550105' } });
    expect(badPhone.body.errors.phone).toBe('Phone number must be in the format NNN-NNN-NNNN');
    const user = await portal.em().findOneOrFail(User, { id });
    expect([user.name, user.phone]).toEqual(['Valerie Vendor', '301-555-0105']);
  });

  it("never tells a company user that an e-mail is registered: asking for another user's address answers as for a free one", async () => {
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const { status, body } = await portal.rest('PUT', `/users/${portal.users.VENDOR_ADMIN.id}`, {
      token,
      body: { name: 'Valerie Vendor', phone: '301-555-0105', email: DEMO_EMAILS.SYSTEM_ADMIN, currentPassword: DEMO_PASSWORD },
    });
    // The change waits for a confirmation from the new address (email-change.test.ts), which its owner never gets.
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: DEMO_EMAILS.VENDOR_ADMIN, pendingEmail: DEMO_EMAILS.SYSTEM_ADMIN });
  });

  it('strips control characters and decodes basic entities in the name', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const { body } = await portal.rest('PUT', `/users/${portal.users.PREQUAL_ADMIN.id}`, { token, body: { name: 'Priya\u0007 &amp; Co', phone: '410-555-0102' } });
    expect(body.name).toBe('Priya & Co');
  });
});

describe('changing a password in the profile', () => {
  const ME = 'query { me { userId } }';

  /** Signs in with a password, as a second browser would. */
  async function login(email: string, password: string): Promise<string> {
    const res = await portal.rest('POST', '/auth/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return res.body.access_token;
  }

  async function passwordWorks(email: string, password: string): Promise<boolean> {
    return (await portal.rest('POST', '/auth/login', { body: { email, password } })).status === 200;
  }

  it('needs the current password for your own, says so on that field, and changes nothing without it', async () => {
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const id = portal.users.VENDOR_ADMIN.id;
    const before = await portal.em().findOneOrFail(User, { id });

    const missing = await portal.rest('PUT', `/users/${id}`, { token, body: { name: 'Valerie Changed', phone: '301-555-0105', password: 'Brand#New1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.type).toBe('BAD_USER_INPUT');
    expect(missing.body.errors).toEqual({ currentPassword: 'Enter your current password to set a new one.' });

    const wrong = await portal.gql(
      'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ accessToken } }',
      { id, i: { name: 'Valerie Changed', phone: '301-555-0105', password: 'Brand#New1', currentPassword: 'not-my-password' } },
      token,
    );
    expect(wrong.body.data).toBeNull();
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors[0].extensions.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect.' });

    // Nothing changed: not the name sent alongside, not the password, not the sessions.
    const after = await portal.em().findOneOrFail(User, { id });
    expect([after.name, after.sessionVersion]).toEqual([before.name, before.sessionVersion]);
    expect(await passwordWorks(DEMO_EMAILS.VENDOR_ADMIN, DEMO_PASSWORD)).toBe(true);
    expect(await passwordWorks(DEMO_EMAILS.VENDOR_ADMIN, 'Brand#New1')).toBe(false);
    expect((await portal.gql(ME, {}, token)).body.data.me.userId).toBe(id);
    expect(await portal.em().count(AuditLog, { entityId: id, action: 'PROFILE_UPDATED' })).toBe(0);
  });

  it('with the right current password changes it, ends your other sessions and keeps this one with a fresh token', async () => {
    const id = portal.users.VENDOR_USER.id;
    const otherBrowser = await login(DEMO_EMAILS.VENDOR_USER, DEMO_PASSWORD);
    const thisBrowser = await login(DEMO_EMAILS.VENDOR_USER, DEMO_PASSWORD);

    const { name, phone } = await portal.em().findOneOrFail(User, { id });
    const res = await portal.rest('PUT', `/users/${id}`, { token: thisBrowser, body: { name, phone, password: 'Fresh#Pass1', currentPassword: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: id, name });
    expect(typeof res.body.access_token).toBe('string');

    // The other browser is signed out at once, on REST and GraphQL alike.
    expect((await portal.rest('GET', `/users/${id}`, { token: otherBrowser })).status).toBe(401);
    const otherGql = await portal.gql(ME, {}, otherBrowser);
    expect(otherGql.status).toBe(401);
    expect(otherGql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // This browser goes on with the token it was answered.
    expect((await portal.rest('GET', `/users/${id}`, { token: res.body.access_token })).status).toBe(200);
    expect((await portal.gql(ME, {}, res.body.access_token)).body.data.me.userId).toBe(id);

    expect(await passwordWorks(DEMO_EMAILS.VENDOR_USER, 'Fresh#Pass1')).toBe(true);
    expect(await passwordWorks(DEMO_EMAILS.VENDOR_USER, DEMO_PASSWORD)).toBe(false);
    const [log] = await portal.em().find(AuditLog, { entityId: id, action: 'PROFILE_UPDATED' }, { orderBy: { performedAt: 'desc' }, limit: 1 });
    expect(log?.changes).toEqual({ password: 'changed' });
  });

  it('answers the fresh token on GraphQL too, and none when the password is left alone', async () => {
    const id = portal.users.PREQUAL_VIEWER.id;
    const token = await login(DEMO_EMAILS.PREQUAL_VIEWER, DEMO_PASSWORD);
    const mutation = 'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ accessToken user { userId name } } }';

    const nameOnly = await portal.gql(mutation, { id, i: { name: 'Vic Viewer', phone: '410-555-0104', password: '' } }, token);
    expect(nameOnly.body.data.updateProfile).toEqual({ accessToken: null, user: { userId: id, name: 'Vic Viewer' } });
    // No new password: the session goes on untouched.
    expect((await portal.gql(ME, {}, token)).body.data.me.userId).toBe(id);

    const changed = await portal.gql(
      mutation,
      { id, i: { name: 'Vic Viewer', phone: '410-555-0104', password: 'Viewer#Pass2', currentPassword: DEMO_PASSWORD } },
      token,
    );
    const fresh = changed.body.data.updateProfile.accessToken as string;
    expect(fresh).toEqual(expect.any(String));
    expect((await portal.gql(ME, {}, token)).status).toBe(401);
    expect((await portal.gql(ME, {}, fresh)).body.data.me.userId).toBe(id);
  });

  it('stops guessing at the current password after 10 tries in 15 minutes, even with the right one', async () => {
    const id = portal.users.SYSTEM_ADMIN.id;
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const body = (currentPassword: string) => ({ name: 'Sam Carter', phone: '410-555-0101', password: 'Guess#Pass1', currentPassword });
    for (let i = 0; i < 10; i++) {
      expect((await portal.rest('PUT', `/users/${id}`, { token, body: body(`guess-${i}`) })).status).toBe(400);
    }
    const blocked = await portal.rest('PUT', `/users/${id}`, { token, body: body(DEMO_PASSWORD) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await passwordWorks(DEMO_EMAILS.SYSTEM_ADMIN, DEMO_PASSWORD)).toBe(true);
    expect(await passwordWorks(DEMO_EMAILS.SYSTEM_ADMIN, 'Guess#Pass1')).toBe(false);
  });

  it("lets a system admin set another user's password without it, and ends that user's sessions", async () => {
    const target = portal.users.PREQUAL_ADMIN;
    const targetSession = await login(DEMO_EMAILS.PREQUAL_ADMIN, DEMO_PASSWORD);
    const adminToken = await portal.tokenFor('SYSTEM_ADMIN');

    const res = await portal.rest('PUT', `/users/${target.id}`, { token: adminToken, body: { name: target.name, phone: '410-555-0102', password: 'Set#ByAdmin1' } });
    expect(res.status).toBe(200);
    // Not the admin's session that changed: no token for it, and the admin goes on as before.
    expect(res.body).not.toHaveProperty('access_token');
    expect((await portal.gql(ME, {}, adminToken)).body.data.me.userId).toBe(portal.users.SYSTEM_ADMIN.id);

    expect((await portal.gql(ME, {}, targetSession)).status).toBe(401);
    expect(await passwordWorks(DEMO_EMAILS.PREQUAL_ADMIN, 'Set#ByAdmin1')).toBe(true);
  });

  it("lets a company admin set its own company's user's password without it; a current password sent along is not checked", async () => {
    const vendorUser = portal.users.VENDOR_USER;
    const userSession = await portal.tokenFor('VENDOR_USER');
    expect((await portal.gql(ME, {}, userSession)).body.data.me.userId).toBe(vendorUser.id);
    const companyAdmin = await portal.tokenFor('VENDOR_ADMIN');

    const res = await portal.gql(
      'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ accessToken } }',
      { id: vendorUser.id, i: { name: 'Umar User', phone: '301-555-0106', password: 'Company#Set1', currentPassword: 'whatever' } },
      companyAdmin,
    );
    expect(res.body.data.updateProfile.accessToken).toBeNull();
    expect((await portal.gql(ME, {}, userSession)).status).toBe(401);
    expect(await passwordWorks(DEMO_EMAILS.VENDOR_USER, 'Company#Set1')).toBe(true);

    // Another company's user stays out of reach, with or without a password.
    const other = portal.users.otherVendorAdmin;
    const cross = await portal.rest('PUT', `/users/${other.id}`, { token: companyAdmin, body: { name: other.name, phone: '301-555-0199', password: 'Cross#Set12' } });
    expect(cross.status).toBe(403);
    expect(await passwordWorks(OTHER_VENDOR_ADMIN_EMAIL, 'Cross#Set12')).toBe(false);
  });
});
