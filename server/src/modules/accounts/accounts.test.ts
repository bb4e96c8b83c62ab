import { MESSAGES } from '@portal/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createPendingUser, createRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { User } from '../users/index.js';

/** Vendor user accounts: sign-up for an approved company, then the admins' Account Creation decisions. */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const signUp = (accountNumber: string, body: Record<string, unknown>) => portal.rest('POST', `/auth/signup/${accountNumber}`, { body });
const person = (email: string, name = 'Casey Crew') => ({ name, email, password: 'CrewPass#26', phone: '301-555-0190' });
const login = (email: string, password = 'CrewPass#26') => portal.rest('POST', '/auth/login', { body: { email, password } });
const SIGN_UP = 'mutation($a:String!,$i:SignUpInput!){ signUp(accountNumber:$a,input:$i){ success message } }';
const SENT = { success: true, message: 'Request has been sent, please wait for Approval' };
const DECIDE =
  'mutation($id:ID!,$a:Boolean!,$c:String){ setUserRegistrationStatus(userId:$id, approve:$a, commentText:$c){ userId role isCompanyAdmin registrationStatus } }';

describe('the journey of a new company', () => {
  it('approved company -> sign-up -> pending -> approval; the first approved user is the company admin, the next an ordinary user', async () => {
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    const company = await createRegistration(portal, { status: 'SUBMITTED', companyName: 'Gunpowder Electric LLC', email: 'owner@gunpowder.example.com' });
    const approved = await portal.rest('PUT', `/vendors/${company.id}/registration-status`, { token: admin, body: { approve: true } });
    const accountId = approved.body.accountId;
    const approvalMail = await portal.mail.waitFor('owner@gunpowder.example.com', /approved/);
    expect(approvalMail.text).toContain(`/prequalification?accountId=${accountId}`);

    const first = await signUp(accountId, person('First@Gunpowder.example.com', 'Fran First'));
    expect([first.status, first.body]).toEqual([200, { success: true, message: 'Request has been sent, please wait for Approval' }]);
    const received = await portal.mail.waitFor('first@gunpowder.example.com', /request/);
    expect(received.text).toContain('Gunpowder Electric LLC');
    // Pending: the password is right, but the account waits.
    expect((await login('first@gunpowder.example.com')).body.type).toBe('ACCOUNT_NOT_APPROVED');

    const pending = await portal.gql(
      'query($s:String){ pendingAccounts(options: { search:$s }){ totalCount users: items { userId email companyName priority registrationStatus role roleOnApproval } } }',
      { s: 'gunpowder' },
      admin,
    );
    expect(pending.body.data.pendingAccounts).toEqual({
      totalCount: 1,
      users: [
        {
          userId: expect.any(String),
          email: 'first@gunpowder.example.com',
          companyName: 'Gunpowder Electric LLC',
          priority: 'MEDIUM',
          registrationStatus: 'PENDING',
          role: 'VENDOR_USER',
          // The company has no approved admin yet: approving makes this user its company admin.
          roleOnApproval: 'VENDOR_ADMIN',
        },
      ],
    });
    const firstId = pending.body.data.pendingAccounts.users[0].userId;

    const high = await portal.rest('PUT', `/users/${firstId}/priority`, { token: admin, body: { priority: 'HIGH' } });
    expect(high.body.priority).toBe('HIGH');
    const decided = await portal.gql(DECIDE, { id: firstId, a: true }, admin);
    expect(decided.body.data.setUserRegistrationStatus).toEqual({ userId: firstId, role: 'VENDOR_ADMIN', isCompanyAdmin: true, registrationStatus: 'APPROVED' });
    const approvedMail = await portal.mail.waitFor('first@gunpowder.example.com', /approved/);
    expect(approvedMail.text).toContain('http://portal.test/prequalification');

    const signedIn = await login('first@gunpowder.example.com');
    expect(signedIn.status).toBe(200);
    const me = await portal.gql('{ me { role isCompanyAdmin companyName accountId } }', {}, signedIn.body.access_token);
    expect(me.body.data.me).toEqual({ role: 'VENDOR_ADMIN', isCompanyAdmin: true, companyName: 'Gunpowder Electric LLC', accountId });

    await signUp(accountId, person('second@gunpowder.example.com', 'Sam Second'));
    const second = await portal.em().findOneOrFail(User, { email: 'second@gunpowder.example.com' });
    const secondPending = await portal.gql(
      'query($s:String){ pendingAccounts(options: { search:$s }){ users: items { email roleOnApproval } } }',
      { s: 'second@gunpowder' },
      admin,
    );
    expect(secondPending.body.data.pendingAccounts.users).toEqual([{ email: 'second@gunpowder.example.com', roleOnApproval: 'VENDOR_USER' }]);
    const secondDecided = await portal.rest('PUT', `/users/${second.id}/registration-status`, { token: admin, body: { approve: true } });
    expect(secondDecided.body).toMatchObject({ role: 'VENDOR_USER', isCompanyAdmin: false, registrationStatus: 'APPROVED' });
    expect((await login('second@gunpowder.example.com')).status).toBe(200);

    const actions = await portal.em().find(AuditLog, { entityId: firstId }, { orderBy: { performedAt: 'asc' } });
    expect(actions.map((a) => a.action)).toEqual(['USER_SIGNED_UP', 'USER_PRIORITY_CHANGED', 'ACCOUNT_APPROVED', 'LOGIN']);
    expect(actions[2]!.changes).toEqual({
      registrationStatus: { from: 'PENDING', to: 'APPROVED' },
      role: { from: 'VENDOR_USER', to: 'VENDOR_ADMIN' },
      isCompanyAdmin: { from: false, to: true },
    });
    // The decision is about the company's user: it shows in the company's activity.
    expect(actions[2]!.vendorId).toBe(second.vendor!.id);
  });

  it('makes exactly one company admin when two first users are approved at once', async () => {
    const company = await createRegistration(portal, { status: 'APPROVED' });
    const [a, b] = [await createPendingUser(portal, company), await createPendingUser(portal, company)];
    const [t1, t2] = [await portal.tokenFor('SYSTEM_ADMIN'), await portal.tokenFor('PREQUAL_ADMIN')];
    await Promise.all([portal.gql(DECIDE, { id: a.id, a: true }, t1), portal.gql(DECIDE, { id: b.id, a: true }, t2)]);
    const users = await portal.em().find(User, { vendor: company.id });
    expect(users.filter((u) => u.isCompanyAdmin && u.role === 'VENDOR_ADMIN')).toHaveLength(1);
    expect(users.every((u) => u.registrationStatus === 'APPROVED')).toBe(true);
  });
});

describe('sign-up', () => {
  it('checks name, e-mail, password (8 to 20) and phone with the field messages', async () => {
    const blank = await signUp(DEMO_COMPANY.accountId, {});
    expect([blank.status, blank.body.errors]).toEqual([400, { name: 'Required', email: 'Required', password: 'Required', phone: 'Required' }]);
    const bad = await signUp(DEMO_COMPANY.accountId, { name: 'X', email: 'nope', password: 'short', phone: '3015550190' });
    expect(bad.body.errors).toEqual({
      email: 'Email is not valid',
      password: 'Password must be at least 8 characters long',
      phone: 'Phone number must be in the format NNN-NNN-NNNN',
    });
    const long = await signUp(DEMO_COMPANY.accountId, { ...person('long@example.com'), password: 'x'.repeat(21) });
    expect(long.body.errors).toEqual({ password: 'Password must be between 8 and 20 characters' });
  });

  // Before sign-up stopped telling, a registered e-mail answered 409 "This email is already registered.", which told anyone who was registered.
  it('answers a registered e-mail, whatever its case, exactly as a new one, changes nothing, and mails its owner a way in', async () => {
    const fresh = await signUp(DEMO_COMPANY.accountId, person('brand.new@example.com'));
    const owner = () => portal.em().findOneOrFail(User, { email: DEMO_EMAILS.VENDOR_ADMIN }, { populate: ['passwordHash', 'vendor'] });
    const before = await owner();

    const taken = await signUp(DEMO_COMPANY.accountId, person('Vendor.Admin@Example.com', 'Mallory Maybe'));
    expect([taken.status, taken.body]).toEqual([200, SENT]);
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    const gql = await portal.gql(SIGN_UP, { a: DEMO_COMPANY.accountId, i: person('vendor.user@example.com') });
    expect(gql.body).toEqual({ data: { signUp: SENT } });

    expect(await portal.em().count(User, { email: DEMO_EMAILS.VENDOR_ADMIN })).toBe(1);
    const after = await owner();
    const kept = (u: User) => [u.name, u.phone, u.role, u.registrationStatus, u.isCompanyAdmin, u.passwordHash, u.vendor?.id];
    expect(kept(after)).toEqual(kept(before));
    expect((await login(DEMO_EMAILS.VENDOR_ADMIN, DEMO_PASSWORD)).status).toBe(200);
    expect(await portal.em().count(AuditLog, { entityId: after.id, action: 'USER_SIGNED_UP' })).toBe(0);
    expect(await portal.em().count(AuditLog, { entityId: after.id, action: 'SIGN_UP_EMAIL_IN_USE' })).toBe(1);

    const notice = await portal.mail.waitFor(DEMO_EMAILS.VENDOR_ADMIN, /tried to create an account/);
    expect(notice.text).toContain(DEMO_COMPANY.companyName);
    expect(notice.text).toContain('no new account was created');
    expect(notice.text).toContain('http://portal.test/prequalification');
    expect(notice.text).toContain('Forgot Password?');
    expect(notice.text).not.toContain('Mallory');
    await portal.mail.waitFor(DEMO_EMAILS.VENDOR_USER, /tried to create an account/);
    await portal.mail.waitFor('brand.new@example.com', /received your account request/);
    const to = (address: string) => portal.mail.messages.filter((m) => JSON.stringify(m.to).includes(address));
    expect(to(DEMO_EMAILS.VENDOR_ADMIN).map((m) => m.subject)).toEqual(['Someone tried to create an account with your e-mail address']);
  });

  it('refuses an unknown account number, and a company that is not approved', async () => {
    const unknown = await signUp('00000000-0000-4000-8000-000000000000', person('nobody.home@example.com'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No approved company has this account number/);
    const rejected = await createRegistration(portal, { status: 'REJECTED' });
    await portal.em().nativeUpdate('Vendor', { id: rejected.id }, { accountId: 'acc-of-rejected' });
    expect((await signUp('acc-of-rejected', person('rejected.co@example.com'))).status).toBe(404);
    expect(await portal.em().count(User, { email: { $in: ['nobody.home@example.com', 'rejected.co@example.com'] } })).toBe(0);
  });
});

describe('sign-up limits', () => {
  it('limits sign-ups per client on REST and GraphQL together, registered or new address alike, creating no one past it', async () => {
    const limited = await startTestPortal({ SIGN_UPS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const rest = (email: string, ip: string) => limited.rest('POST', `/auth/signup/${DEMO_COMPANY.accountId}`, { body: person(email), headers: from(ip) });
      const gql = (email: string, ip: string) => limited.gql(SIGN_UP, { a: DEMO_COMPANY.accountId, i: person(email) }, null, from(ip));

      expect((await rest('limit.one@example.com', '10.7.0.1')).body).toEqual(SENT);
      expect((await gql(DEMO_EMAILS.VENDOR_USER, '10.7.0.1')).body.data.signUp).toEqual(SENT);
      const refused = await rest('limit.two@example.com', '10.7.0.1');
      expect([refused.status, refused.body.type]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(refused.body.message).toBe('Too many sign-up requests from this connection. Please try again later.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const refusedGql = await gql(DEMO_EMAILS.VENDOR_ADMIN, '10.7.0.1');
      expect([refusedGql.status, refusedGql.body.errors[0].extensions.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(await limited.em().count(User, { email: { $in: ['limit.one@example.com', 'limit.two@example.com'] } })).toBe(1);

      expect((await rest('limit.two@example.com', '10.7.0.2')).body).toEqual(SENT);
    } finally {
      await limited.stop();
    }
  });

  it('mails the owner of a registered address at most five times an hour, while answering every attempt alike', async () => {
    const address = 'other.admin@example.com';
    for (let i = 0; i < 7; i++) {
      const res = await portal.rest('POST', `/auth/signup/${DEMO_COMPANY.accountId}`, { body: person(address) });
      expect(res.body).toEqual(SENT);
    }
    const mailsTo = () => portal.mail.messages.filter((m) => JSON.stringify(m.to).includes(address)).length;
    await expect.poll(mailsTo, { timeout: 10_000 }).toBe(5);
    // Every queued mail has gone (none waits to make a sixth).
    await expect
      .poll(
        async () =>
          (await portal.em().execute<{ n: number }[]>(`select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`))[0]!
            .n,
      )
      .toBe(0);
    expect(mailsTo()).toBe(5);
  });
});

describe('account decisions', () => {
  it('a rejected user is told why and cannot sign in; a comment is required', async () => {
    const pending = await createPendingUser(portal, undefined, 'turned.down@example.com');
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const none = await portal.rest('PUT', `/users/${pending.id}/registration-status`, { token, body: { approve: false, commentText: '' } });
    expect([none.status, none.body.errors]).toEqual([400, { commentText: 'Comment is required' }]);
    const ok = await portal.rest('PUT', `/users/${pending.id}/registration-status`, {
      token,
      body: { approve: false, commentText: 'We could not confirm you work for this company.' },
    });
    expect(ok.body.registrationStatus).toBe('REJECTED');
    const mail = await portal.mail.waitFor('turned.down@example.com', /not approved/);
    expect(mail.text).toContain('We could not confirm you work for this company.');
    const denied = await login('turned.down@example.com', 'Pending#2026');
    expect([denied.status, denied.body.message]).toEqual([403, MESSAGES.accountRejected]);
  });

  it('decides only accounts awaiting approval', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const pending = await createPendingUser(portal);
    await portal.gql(DECIDE, { id: pending.id, a: true }, token);
    const again = await portal.gql(DECIDE, { id: pending.id, a: true }, token);
    expect(again.body.errors[0]).toMatchObject({ message: 'This account is already approved.', extensions: { code: 'CONFLICT' } });
    const reject = await portal.gql(DECIDE, { id: pending.id, a: false, c: 'Oops' }, token);
    expect(reject.body.errors[0].message).toBe('This account is approved; only an account awaiting approval can be decided.');
  });

  it('sets a priority from the list only, on vendor users, and logs it', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const pending = await createPendingUser(portal);
    expect((await portal.rest('PUT', `/users/${pending.id}/priority`, { token, body: { priority: 'URGENT' } })).body.errors).toEqual({
      priority: 'Priority must be LOW, MEDIUM or HIGH',
    });
    expect((await portal.rest('PUT', `/users/${portal.users.PREQUAL_VIEWER.id}/priority`, { token, body: { priority: 'LOW' } })).status).toBe(400);
    const low = await portal.gql('mutation($id:ID!){ setUserPriority(userId:$id, priority:LOW){ priority } }', { id: pending.id }, token);
    expect(low.body.data.setUserPriority.priority).toBe('LOW');
    const log = await portal.em().findOneOrFail(AuditLog, { entityId: pending.id, action: 'USER_PRIORITY_CHANGED' });
    expect(log.changes).toEqual({ priority: { from: 'MEDIUM', to: 'LOW' } });
  });

  it('lists pending users over REST through the users list', async () => {
    const pending = await createPendingUser(portal, undefined, 'listed.pending@example.com');
    const { body } = await portal.rest('GET', '/users?registrationStatus=PENDING&search=listed.pending', { token: await portal.tokenFor('PREQUAL_VIEWER') });
    expect(body).toMatchObject({ totalCount: 1, users: [{ userId: pending.id, companyName: DEMO_COMPANY.companyName, priority: 'MEDIUM' }] });
    expect((await portal.rest('GET', '/users?registrationStatus=MAYBE', { token: await portal.tokenFor('PREQUAL_VIEWER') })).status).toBe(400);
  });
});
