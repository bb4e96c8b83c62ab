import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, OTHER_VENDOR_ADMIN_EMAIL, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createPendingUser } from '../../../test/fixtures/onboarding-fixtures.js';
import { fixtureHash } from '../../../test/fixtures/password-hash.js';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';
import { AuditLog } from '../audit/index.js';
import { User } from './user.entity.js';

let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('SYSTEM_ADMIN');
});
afterAll(() => portal?.stop());

const emails = (body: { users: { email: string }[] }) => body.users.map((u) => u.email);
const fresh = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
const auditOf = (entityId: string, action: string) => portal.em().find(AuditLog, { entityId, action });
const login = (email: string, password: string) => portal.rest('POST', '/auth/login', { body: { email, password } });

/** An approved user of the demo company (or another), signed in: its id and a real token from the login. */
async function vendorUser(opts: { vendorId?: string; password?: string } = {}): Promise<{ id: string; email: string; token: string }> {
  const password = opts.password ?? 'Vendor#2026x';
  const em = portal.em();
  const user = em.create(User, {
    name: 'Vera Vendor',
    email: fresh('vera'),
    phone: '301-555-0151',
    role: 'VENDOR_USER',
    passwordHash: await fixtureHash(password),
    vendor: opts.vendorId ?? portal.users.VENDOR_ADMIN.vendor!.id,
  });
  await em.flush();
  const signedIn = await login(user.email, password);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { id: user.id, email: user.email, token: signedIn.body.access_token };
}

describe('the Internal and Vendor tabs', () => {
  it('GET /users/harkins and internalUsers list the staff only, by name; GET /users and users the company users only', async () => {
    const token = await portal.tokenFor('PREQUAL_VIEWER');
    const internal = await portal.rest('GET', '/users/harkins?limit=25&page=1', { token });
    expect(internal.status).toBe(200);
    expect(emails(internal.body).sort()).toEqual(
      [DEMO_EMAILS.PREQUAL_ADMIN, DEMO_EMAILS.PREQUAL_REVIEWER, DEMO_EMAILS.PREQUAL_VIEWER, DEMO_EMAILS.SYSTEM_ADMIN].sort(),
    );
    const names = internal.body.users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    const gql = await portal.gql('{ internalUsers(options: { limit: 2, page: 2 }) { totalCount users: items { email isActive lastLogin roleName } } }', {}, token);
    expect(gql.body.data.internalUsers.totalCount).toBe(internal.body.totalCount);
    expect(gql.body.data.internalUsers.users).toHaveLength(2);

    const vendors = await portal.rest('GET', '/users?limit=25', { token });
    expect(emails(vendors.body).sort()).toEqual([DEMO_EMAILS.VENDOR_ADMIN, DEMO_EMAILS.VENDOR_USER, OTHER_VENDOR_ADMIN_EMAIL].sort());
    expect(vendors.body.users.find((u: { email: string }) => u.email === OTHER_VENDOR_ADMIN_EMAIL)).toMatchObject({
      companyName: 'Other Company Inc',
      isCompanyAdmin: true,
    });
    const searched = await portal.gql('{ users(options: { search: "olga" }) { totalCount users: items { email } } }', {}, token);
    expect(searched.body.data.users).toEqual({ totalCount: 1, users: [{ email: OTHER_VENDOR_ADMIN_EMAIL }] });
    const staffSearch = await portal.rest('GET', '/users/harkins?search=olga', { token });
    expect(staffSearch.body.totalCount).toBe(0);
  });

  it('refuses the internal list to vendors and a bad page with the rule', async () => {
    expect((await portal.rest('GET', '/users/harkins', { token: await portal.tokenFor('VENDOR_ADMIN') })).status).toBe(403);
    const bad = await portal.rest('GET', '/users/harkins?page=0', { token: admin });
    expect(bad.status).toBe(400);
  });
});

describe('CSV export of the tabs', () => {
  /** The file's records after the byte order mark and the header, split naively (the demo users hold no commas or quotes). */
  const records = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));

  it('GET /users/harkins/export.csv holds the Internal tab with its search, in its order', async () => {
    const token = await portal.tokenFor('PREQUAL_VIEWER');
    const file = await portal.rest('GET', '/users/harkins/export.csv?search=prequal.&page=1&limit=1', { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = records(file.body);
    expect(header).toEqual(['Full Name', 'Email', 'Phone', 'Role', 'Active', 'Last Login']);
    const page = await portal.rest('GET', '/users/harkins?search=prequal.&limit=100', { token });
    expect(rows.map((r) => r[1])).toEqual(emails(page.body));
    expect(rows.map((r) => r[3]).sort()).toEqual(['Prequal Admin', 'Prequal Reviewer', 'Prequal Viewer']);
  });

  it("GET /users/export.csv holds the Vendor tab, and a company admin's file only its own company", async () => {
    const staff = await portal.rest('GET', '/users/export.csv', { token: admin });
    const [header, ...rows] = records(staff.body);
    expect(header).toEqual(['Full Name', 'Email', 'Company Name', 'Company Admin', 'Account Status', 'Active', 'Last Login']);
    const page = await portal.rest('GET', '/users?limit=100', { token: admin });
    expect(rows.map((r) => r[1])).toEqual(emails(page.body));
    const own = await portal.rest('GET', '/users/export.csv', { token: await portal.tokenFor('VENDOR_ADMIN') });
    const companies = new Set(
      records(own.body)
        .slice(1)
        .map((r) => r[2]),
    );
    expect([...companies]).toEqual([DEMO_COMPANY.companyName]);
    expect((await portal.rest('GET', '/users/harkins/export.csv', { token: await portal.tokenFor('VENDOR_ADMIN') })).status).toBe(403);
  });
});

describe('internal users', () => {
  it('are created by the system admin (POST /users/admin/create-user), audited, and can sign in', async () => {
    const email = fresh('ian.internal');
    const created = await portal.rest('POST', '/users/admin/create-user', {
      token: admin,
      body: { name: 'Ian Internal', email: email.toUpperCase(), phone: '410-555-0170', role: 'PREQUAL_REVIEWER', password: 'IanPass#2026' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ian Internal',
      email,
      role: 'PREQUAL_REVIEWER',
      roleName: 'Prequal Reviewer',
      isActive: true,
      registrationStatus: 'APPROVED',
    });
    expect((await login(email, 'IanPass#2026')).status).toBe(200);
    const [row] = await auditOf(created.body.userId, 'USER_CREATED');
    expect(row).toMatchObject({ performedBy: 'Sam Carter', changes: { email, role: 'PREQUAL_REVIEWER', password: 'set' } });
    expect(JSON.stringify(row!.changes)).not.toContain('IanPass');
  });

  it('refuses a vendor role, a taken e-mail and missing fields with the rule, writing nothing', async () => {
    const before = await portal.em().count(User, {});
    const vendorRole = await portal.rest('POST', '/users/admin/create-user', {
      token: admin,
      body: { name: 'Val', email: fresh('val'), phone: '410-555-0171', role: 'VENDOR_ADMIN', password: 'ValPass#2026' },
    });
    expect(vendorRole.status).toBe(400);
    expect(vendorRole.body.message).toBe('Only internal users can be assigned roles.');
    const taken = await portal.gql(
      'mutation($i:CreateInternalUserInput!){ createInternalUser(input:$i){ userId } }',
      { i: { name: 'Dup', email: DEMO_EMAILS.PREQUAL_ADMIN, phone: '410-555-0172', role: 'PREQUAL_ADMIN' } },
      admin,
    );
    expect(taken.body.errors[0]).toMatchObject({ message: 'This email is already registered.', extensions: { code: 'CONFLICT' } });
    const blank = await portal.rest('POST', '/users/admin/create-user', { token: admin, body: { name: ' ', email: 'nope', phone: '1', role: 'PREQUAL_ADMIN' } });
    expect(blank.status).toBe(400);
    // The specification's default message for a required field.
    expect(blank.body.message).toContain('Required');
    expect(blank.body.message).not.toContain('is required');
    expect(blank.body.message).toContain('Email is not valid');
    expect(await portal.em().count(User, {})).toBe(before);
  });

  it("are edited by the system admin (PATCH and PUT /users/{id}); a new password ends the user's sessions", async () => {
    const email = fresh('erin');
    const created = await portal.gql(
      'mutation($i:CreateInternalUserInput!){ createInternalUser(input:$i){ userId } }',
      { i: { name: 'Erin Edit', email, phone: '410-555-0173', role: 'PREQUAL_VIEWER', password: 'ErinPass#2026' } },
      admin,
    );
    const id = created.body.data.createInternalUser.userId;
    const erin = (await login(email, 'ErinPass#2026')).body.access_token;

    const patched = await portal.rest('PATCH', `/users/${id}`, { token: admin, body: { name: 'Erin Edited', email, phone: '410-555-0174', role: 'PREQUAL_ADMIN' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Erin Edited', role: 'PREQUAL_ADMIN', phone: '410-555-0174' });
    // No new password: her session goes on, with the new role read on the next request.
    expect((await portal.gql('{ me { role } }', {}, erin)).body.data.me.role).toBe('PREQUAL_ADMIN');
    const [edit] = await auditOf(id, 'USER_UPDATED');
    expect(edit!.changes).toEqual({
      name: { from: 'Erin Edit', to: 'Erin Edited' },
      phone: { from: '410-555-0173', to: '410-555-0174' },
      role: { from: 'PREQUAL_VIEWER', to: 'PREQUAL_ADMIN' },
    });

    const put = await portal.rest('PUT', `/users/${id}`, {
      token: admin,
      body: { name: 'Erin Edited', email, phone: '410-555-0174', role: 'PREQUAL_ADMIN', password: 'ErinNew#2026' },
    });
    expect(put.status).toBe(200);
    expect((await portal.rest('GET', `/users/${id}`, { token: erin })).status).toBe(401);
    expect((await login(email, 'ErinNew#2026')).status).toBe(200);
  });

  it("keeps one's own role and password away from the dialog, and a company user's details away from the admin", async () => {
    const ownRole = await portal.gql(
      'mutation($id:ID!,$i:UpdateUserInput!){ updateUser(userId:$id,input:$i){ role } }',
      { id: portal.users.SYSTEM_ADMIN.id, i: { name: 'Sam Carter', email: DEMO_EMAILS.SYSTEM_ADMIN, phone: '410-555-0101', role: 'PREQUAL_VIEWER' } },
      admin,
    );
    expect(ownRole.body.errors[0].message).toBe('You cannot change your own role.');
    const ownPassword = await portal.rest('PATCH', `/users/${portal.users.SYSTEM_ADMIN.id}`, { token: admin, body: { password: 'Another#2026' } });
    expect(ownPassword.status).toBe(400);
    expect(ownPassword.body.message).toBe('Change your own password from your profile.');
    const vendor = await portal.rest('PATCH', `/users/${portal.users.VENDOR_USER.id}`, {
      token: admin,
      body: { name: 'Umar', email: DEMO_EMAILS.VENDOR_USER, phone: '301-555-0106', role: 'PREQUAL_ADMIN' },
    });
    expect(vendor.status).toBe(400);
    expect((await portal.em().findOneOrFail(User, { id: portal.users.VENDOR_USER.id })).role).toBe('VENDOR_USER');
    const short = await portal.rest('PATCH', `/users/${portal.users.VENDOR_USER.id}`, { token: admin, body: { password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
  });

  it("sets a company user's password (the vendor tab's edit password), ending that user's sessions", async () => {
    const vera = await vendorUser();
    const set = await portal.gql('mutation($id:ID!){ setUserPassword(userId:$id, password:"VeraNew#2026"){ userId } }', { id: vera.id }, admin);
    expect(set.body.errors).toBeUndefined();
    expect((await portal.rest('GET', `/users/${vera.id}`, { token: vera.token })).status).toBe(401);
    expect((await login(vera.email, 'VeraNew#2026')).status).toBe(200);
    const [row] = await auditOf(vera.id, 'USER_PASSWORD_SET');
    expect(row!.changes).toEqual({ password: 'changed' });
  });
});

describe('deactivating a user', () => {
  it('ends every session at once: the next request is refused 401 on REST and GraphQL, sign-in and a fresh token too', async () => {
    const vera = await vendorUser({ password: 'Active#2026x' });
    expect((await portal.rest('GET', `/users/${vera.id}`, { token: vera.token })).status).toBe(200);

    const off = await portal.rest('PATCH', `/users/${vera.id}/activation`, { token: admin, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);

    expect((await portal.rest('GET', `/users/${vera.id}`, { token: vera.token })).status).toBe(401);
    expect((await portal.gql('{ me { userId } }', {}, vera.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The one call that answers a fresh token (a new password of one's own) is refused like any other.
    const refresh = await portal.rest('PUT', `/users/${vera.id}`, {
      token: vera.token,
      body: { name: 'Vera', phone: '301-555-0151', password: 'Fresh#2026x', currentPassword: 'Active#2026x' },
    });
    expect(refresh.status).toBe(401);
    const signIn = await login(vera.email, 'Active#2026x');
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('Your account is inactive. Please reach out to the team.');
    const [row] = await auditOf(vera.id, 'USER_DEACTIVATED');
    expect(row!.changes).toEqual({ isActive: { from: true, to: false } });

    // Active again: the old token stays ended; a new sign-in works.
    const on = await portal.gql('mutation($id:ID!){ setUserActive(userId:$id, isActive:true){ isActive } }', { id: vera.id }, admin);
    expect(on.body.data.setUserActive.isActive).toBe(true);
    expect((await portal.rest('GET', `/users/${vera.id}`, { token: vera.token })).status).toBe(401);
    const again = await login(vera.email, 'Active#2026x');
    expect((await portal.rest('GET', `/users/${vera.id}`, { token: again.body.access_token })).status).toBe(200);
    expect(await auditOf(vera.id, 'USER_ACTIVATED')).toHaveLength(1);
  });

  it("refuses one's own deactivation and a bad body", async () => {
    const own = await portal.rest('PATCH', `/users/${portal.users.SYSTEM_ADMIN.id}/activation`, { token: admin, body: { isActive: false } });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot deactivate your own account.');
    const bad = await portal.rest('PATCH', `/users/${portal.users.VENDOR_USER.id}/activation`, { token: admin, body: { isActive: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isActive must be true or false');
    expect((await portal.em().findOneOrFail(User, { id: portal.users.VENDOR_USER.id })).isActive).toBe(true);
  });
});

describe('deleting a user', () => {
  it('removes the account and its sessions (internal users with hardDelete), audited with who it was', async () => {
    const created = await portal.rest('POST', '/users/admin/create-user', {
      token: admin,
      body: { name: 'Dan Delete', email: fresh('dan'), phone: '410-555-0175', role: 'PREQUAL_VIEWER', password: 'DanPass#2026' },
    });
    const dan = (await login(created.body.email, 'DanPass#2026')).body.access_token;
    const deleted = await portal.rest('DELETE', `/users/${created.body.userId}`, { token: admin, body: { hardDelete: true } });
    expect(deleted.status).toBe(200);
    expect(await portal.em().count(User, { id: created.body.userId })).toBe(0);
    expect((await portal.gql('{ me { userId } }', {}, dan)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [row] = await auditOf(created.body.userId, 'USER_DELETED');
    expect(row!.changes).toMatchObject({ name: 'Dan Delete', email: created.body.email, role: 'PREQUAL_VIEWER', hardDelete: true });
  });

  it("lets a company admin delete its own company's users only", async () => {
    const vera = await vendorUser();
    const vendorAdmin = await portal.tokenFor('VENDOR_ADMIN');
    const other = await portal.tokenFor('otherVendorAdmin');
    expect((await portal.rest('DELETE', `/users/${vera.id}`, { token: other })).status).toBe(403);
    expect((await portal.rest('DELETE', `/users/${portal.users.PREQUAL_VIEWER.id}`, { token: vendorAdmin })).status).toBe(403);
    const gql = await portal.gql('mutation($id:ID!){ deleteUser(userId:$id) }', { id: vera.id }, vendorAdmin);
    expect(gql.body.data.deleteUser).toBe(true);
    expect(await portal.em().count(User, { id: vera.id })).toBe(0);
  });

  it("refuses company admins and one's own account", async () => {
    const companyAdmin = await portal.rest('DELETE', `/users/${portal.users.VENDOR_ADMIN.id}`, { token: admin });
    expect(companyAdmin.status).toBe(409);
    expect(companyAdmin.body.message).toBe('Company admin users cannot be deleted.');
    const own = await portal.gql('mutation($id:ID!){ deleteUser(userId:$id, hardDelete: true) }', { id: portal.users.SYSTEM_ADMIN.id }, admin);
    expect(own.body.errors[0].message).toBe('You cannot delete your own account.');
    expect((await portal.rest('DELETE', `/users/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect(await portal.em().count(User, { id: { $in: [portal.users.VENDOR_ADMIN.id, portal.users.SYSTEM_ADMIN.id] } })).toBe(2);
  });
});

describe('company admins', () => {
  it('are set and unset (PATCH|PUT /users/set-company-admin/{vendorId}/{userId}); the role follows; a company keeps one', async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const vera = await vendorUser();
    const vendorAdmin = await portal.tokenFor('VENDOR_ADMIN');
    const made = await portal.rest('PUT', `/users/set-company-admin/${vendorId}/${vera.id}`, { token: vendorAdmin, body: { isVendorAdmin: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ isCompanyAdmin: true, role: 'VENDOR_ADMIN' });
    // Her own session now acts as a company admin.
    expect((await portal.rest('GET', '/users', { token: vera.token })).status).toBe(200);
    const [row] = await auditOf(vera.id, 'COMPANY_ADMIN_CHANGED');
    expect(row!.changes).toEqual({ isCompanyAdmin: { from: false, to: true }, role: { from: 'VENDOR_USER', to: 'VENDOR_ADMIN' }, vendorId });

    const unset = await portal.gql(
      'mutation($v:ID!,$u:ID!){ setCompanyAdmin(vendorId:$v, userId:$u, isVendorAdmin:false){ isCompanyAdmin role } }',
      { v: vendorId, u: vera.id },
      admin,
    );
    expect(unset.body.data.setCompanyAdmin).toEqual({ isCompanyAdmin: false, role: 'VENDOR_USER' });
    expect((await portal.rest('GET', '/users', { token: vera.token })).status).toBe(403);

    const otherVendorId = portal.users.otherVendorAdmin.vendor!.id;
    const last = await portal.rest('PATCH', `/users/set-company-admin/${otherVendorId}/${portal.users.otherVendorAdmin.id}`, {
      token: admin,
      body: { isVendorAdmin: false },
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A company needs at least one company admin.');
  });

  it('refuses a pending account, a user of another company and another company admin', async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const pending = await createPendingUser(portal);
    const refused = await portal.rest('PATCH', `/users/set-company-admin/${vendorId}/${pending.id}`, { token: admin, body: { isVendorAdmin: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an approved account can be made a company admin.');
    const elsewhere = await portal.rest('PATCH', `/users/set-company-admin/${vendorId}/${portal.users.otherVendorAdmin.id}`, {
      token: admin,
      body: { isVendorAdmin: true },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('This user does not belong to this company.');
    const other = await portal.tokenFor('otherVendorAdmin');
    expect(
      (await portal.rest('PATCH', `/users/set-company-admin/${vendorId}/${portal.users.VENDOR_USER.id}`, { token: other, body: { isVendorAdmin: true } })).status,
    ).toBe(403);
    expect((await portal.em().findOneOrFail(User, { id: portal.users.VENDOR_USER.id })).isCompanyAdmin).toBe(false);
  });
});

describe("a company's users", () => {
  it('are listed by company (GET /users?vendorId) with their account status', async () => {
    const pending = await createPendingUser(portal);
    const { body } = await portal.rest('GET', `/users?vendorId=${portal.users.VENDOR_ADMIN.vendor!.id}&limit=100`, {
      token: await portal.tokenFor('PREQUAL_REVIEWER'),
    });
    expect(emails(body)).toContain(pending.email);
    expect(emails(body)).not.toContain(OTHER_VENDOR_ADMIN_EMAIL);
    expect(body.users.find((u: { email: string }) => u.email === pending.email).registrationStatus).toBe('PENDING');
  });

  it('are added by the company admin (POST /vendors/create-user/{accountId}): pending until an admin approves', async () => {
    const email = fresh('nadia');
    const vendorAdmin = await portal.tokenFor('VENDOR_ADMIN');
    const added = await portal.rest('POST', `/vendors/create-user/${DEMO_COMPANY.accountId}`, {
      token: vendorAdmin,
      body: { name: 'Nadia New', email, password: 'NadiaPass#26', phone: '301-555-0180' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: 'User added successfully. Wait for the approval from admin.' });
    expect(added.body.user).toMatchObject({ email, registrationStatus: 'PENDING', role: 'VENDOR_USER', companyName: DEMO_COMPANY.companyName });
    // Listed in Account Creation; cannot sign in until approved.
    const pending = await portal.gql('query($s:String){ pendingAccounts(options: { search:$s }){ users: items { email } } }', { s: 'nadia' }, admin);
    expect(emails(pending.body.data.pendingAccounts)).toEqual([email]);
    expect((await login(email, 'NadiaPass#26')).status).toBe(403);
    await portal.rest('PUT', `/users/${added.body.user.userId}/registration-status`, { token: admin, body: { approve: true } });
    expect((await login(email, 'NadiaPass#26')).status).toBe(200);
    const [row] = await auditOf(added.body.user.userId, 'USER_ADDED_TO_COMPANY');
    expect(row).toMatchObject({ performedBy: 'Valerie Vendor', changes: { email } });
    await portal.mail.waitFor(email);
  });

  it("refuses another company's account, a taken e-mail and bad fields, writing nothing", async () => {
    const before = await portal.em().count(User, {});
    const other = await portal.tokenFor('otherVendorAdmin');
    const crossed = await portal.rest('POST', `/vendors/create-user/${DEMO_COMPANY.accountId}`, {
      token: other,
      body: { name: 'Xavier', email: fresh('x'), password: 'XavierPass#1', phone: '301-555-0181' },
    });
    expect(crossed.status).toBe(403);
    const unknown = await portal.rest('POST', `/vendors/create-user/${randomUUID()}`, {
      token: admin,
      body: { name: 'Y', email: fresh('y'), password: 'YPass#20261', phone: '301-555-0182' },
    });
    expect(unknown.status).toBe(404);
    const taken = await portal.gql(
      'mutation($v:ID!,$i:CompanyUserInput!){ createCompanyUser(vendorId:$v,input:$i){ userId } }',
      { v: portal.users.VENDOR_ADMIN.vendor!.id, i: { name: 'Dup', email: DEMO_EMAILS.VENDOR_USER, password: 'DupPass#2026', phone: '301-555-0183' } },
      await portal.tokenFor('VENDOR_ADMIN'),
    );
    expect(taken.body.errors[0]).toMatchObject({ message: 'This email is already registered.', extensions: { code: 'CONFLICT' } });
    const bad = await portal.rest('POST', `/vendors/create-user/${DEMO_COMPANY.accountId}`, {
      token: admin,
      body: { name: '', email: 'x', password: 'short', phone: '3015550184' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Required');
    expect(bad.body.message).toContain('Password must be at least 8 characters long');
    expect(await portal.em().count(User, {})).toBe(before);
  });
});

describe('demo sign-in still works', () => {
  it('for the seeded users after all of the above', async () => {
    expect((await login(DEMO_EMAILS.VENDOR_ADMIN, DEMO_PASSWORD)).status).toBe(200);
  });
});
