import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/audit-log.entity.js';
import { User } from './user.entity.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('users list', () => {
  it('pages and counts for internal staff', async () => {
    const token = await portal.tokenFor('PREQUAL_VIEWER');
    const page1 = await portal.rest('GET', '/users?limit=2&page=1', { token });
    const page2 = await portal.rest('GET', '/users?limit=2&page=2', { token });
    expect(page1.status).toBe(200);
    expect(page1.body.totalCount).toBe(7);
    expect(page1.body.users).toHaveLength(2);
    expect(page2.body.users.map((u: { email: string }) => u.email)).not.toContain(page1.body.users[0].email);
    expect(page1.body.users[0]).not.toHaveProperty('passwordHash');
  });

  it('searches name and e-mail, case-insensitively, treating % and _ literally', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const byName = await portal.gql('{ users(search: "VALERIE") { totalCount users { email } } }', {}, token);
    expect(byName.body.data.users.users.map((u: { email: string }) => u.email)).toEqual([DEMO_EMAILS.VENDOR_ADMIN]);
    const byEmail = await portal.rest('GET', '/users?search=prequal.', { token });
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
    const res = await portal.gql('mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ name } }', { id, i: { name: 'Riley Reviewer', phone: '410-555-0103', password: 'Changed#2026' } }, token);
    expect(res.body.data.updateProfile.name).toBe('Riley Reviewer');
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
    expect(body.errors).toEqual({ name: 'Name is required', phone: 'Phone number is required', password: 'Password must be at least 8 characters long' });
    const badPhone = await portal.rest('PUT', `/users/${id}`, { token, body: { name: 'Val', phone: '3015550105' } });
    expect(badPhone.body.errors.phone).toBe('Phone number must be in the format NNN-NNN-NNNN');
    const user = await portal.em().findOneOrFail(User, { id });
    expect([user.name, user.phone]).toEqual(['Valerie Vendor', '301-555-0105']);
  });

  it("refuses an e-mail that another user has, with 409", async () => {
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const { status, body } = await portal.rest('PUT', `/users/${portal.users.VENDOR_ADMIN.id}`, { token, body: { name: 'Valerie Vendor', phone: '301-555-0105', email: DEMO_EMAILS.SYSTEM_ADMIN } });
    expect(status).toBe(409);
    expect(body.errors.email).toBe('This email is already registered.');
  });

  it('strips control characters and decodes basic entities in the name', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const { body } = await portal.rest('PUT', `/users/${portal.users.PREQUAL_ADMIN.id}`, { token, body: { name: 'Priya\u0007 &amp; Co', phone: '410-555-0102' } });
    expect(body.name).toBe('Priya & Co');
  });
});
