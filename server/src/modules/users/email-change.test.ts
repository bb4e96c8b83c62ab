import type { ParsedMail } from 'mailparser';
import { EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { EmailChangeToken } from './email-change-token.entity.js';
import { User } from './user.entity.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const UPDATE = 'mutation($id:ID!,$i:ProfileInput!){ updateProfile(id:$id,input:$i){ pendingEmail accessToken user { userId email } } }';
const CONFIRM = 'mutation($t:String!){ confirmEmailChange(token:$t){ email message } }';
const ME = '{ me { userId email } }';

/** The profile fields a user keeps while asking for a new e-mail. */
async function profileOf(id: string): Promise<{ name: string; phone: string }> {
  const u = await portal.em().findOneOrFail(User, { id });
  return { name: u.name, phone: u.phone ?? '' };
}

const emailOf = async (id: string) => (await portal.em().findOneOrFail(User, { id })).email;
const signIn = (email: string, password = DEMO_PASSWORD) => portal.rest('POST', '/auth/login', { body: { email, password } });
const mailsTo = (address: string) => portal.mail.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()));

/** The token of the confirmation link in a mail (text part). */
function linkToken(mail: ParsedMail): string {
  const match = /http:\/\/portal\.test\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '');
  expect(match, 'a confirmation link in the mail').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Waits until the mail queue is empty, so "no mail arrived" is a fact, not a race. */
async function mailQueueDrained(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await portal
      .em()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`);
    if (Number(row?.n) === 0) return;
    if (Date.now() > deadline) throw new Error('mail queue not drained');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('asking for a new e-mail of your own', () => {
  it('needs the current password, says so on that field, and changes and mails nothing without it', async () => {
    const id = portal.users.VENDOR_ADMIN.id;
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const asked = 'valerie.new@example.com';

    const missing = await portal.rest('PUT', `/users/${id}`, { token, body: { ...(await profileOf(id)), email: asked } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: EMAIL_CHANGE_MESSAGES.currentPasswordRequired });

    const wrong = await portal.gql(UPDATE, { id, i: { ...(await profileOf(id)), email: asked, currentPassword: 'not-my-password' } }, token);
    expect(wrong.body.data).toBeNull();
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors[0].extensions.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect.' });

    expect(await emailOf(id)).toBe(DEMO_EMAILS.VENDOR_ADMIN);
    expect(await portal.em().count(EmailChangeToken, { user: id })).toBe(0);
    await mailQueueDrained();
    expect(mailsTo(asked)).toHaveLength(0);
  });

  it('with the password keeps the e-mail until the link mailed to the new address is opened, and tells the old address', async () => {
    const id = portal.users.PREQUAL_VIEWER.id;
    const old = DEMO_EMAILS.PREQUAL_VIEWER;
    const asked = 'Vic.Viewer.New@Example.com';
    const session = (await signIn(old)).body.access_token as string;

    const res = await portal.rest('PUT', `/users/${id}`, { token: session, body: { ...(await profileOf(id)), email: asked, currentPassword: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: id, email: old, pendingEmail: 'vic.viewer.new@example.com' });
    expect(res.body).not.toHaveProperty('access_token');

    // Nothing changed yet: the old address signs in, the session goes on.
    expect(await emailOf(id)).toBe(old);
    expect((await signIn(old)).status).toBe(200);
    expect((await portal.gql(ME, {}, session)).body.data.me.email).toBe(old);

    const confirmMail = await portal.mail.waitFor('vic.viewer.new@example.com', /Confirm your new/);
    const link = linkToken(confirmMail);
    const notice = await portal.mail.waitFor(old, /change of your Prequalification Portal e-mail address was requested/);
    expect(notice.text).toContain('vic.viewer.new@example.com');
    expect(notice.text).not.toContain('confirm-email');
    // Only the hash of the link is kept.
    const [row] = await portal.em().find(EmailChangeToken, { user: id });
    expect(row!.tokenHash).not.toContain(link);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await portal.rest('POST', '/users/confirm-email', { body: { token: link } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: EMAIL_CHANGE_MESSAGES.confirmed, email: 'vic.viewer.new@example.com' });
    expect(await emailOf(id)).toBe('vic.viewer.new@example.com');

    // Tokens holding the old address end; the next sign-in is with the new one.
    expect((await portal.gql(ME, {}, session)).status).toBe(401);
    expect((await signIn(old)).status).toBe(401);
    const fresh = await signIn('vic.viewer.new@example.com');
    expect(fresh.status).toBe(200);
    expect((await portal.gql(ME, {}, fresh.body.access_token)).body.data.me).toEqual({ userId: id, email: 'vic.viewer.new@example.com' });
    expect((await portal.mail.waitFor(old, /e-mail address was changed/)).text).toContain('vic.viewer.new@example.com');

    // The link works once.
    const again = await portal.rest('POST', '/users/confirm-email', { body: { token: link } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ type: 'EmailChangeTokenUsed', message: EMAIL_CHANGE_MESSAGES.tokenUsed });

    const actions = (await portal.em().find(AuditLog, { entityId: id, action: { $in: ['EMAIL_CHANGE_REQUESTED', 'EMAIL_CHANGED'] } })).map((l) => l.action);
    expect(actions.sort()).toEqual(['EMAIL_CHANGED', 'EMAIL_CHANGE_REQUESTED']);
  });

  it('works through GraphQL alike, and a newer request makes the earlier link useless', async () => {
    const id = portal.users.PREQUAL_REVIEWER.id;
    const token = await portal.tokenFor('PREQUAL_REVIEWER');
    const ask = async (email: string) => portal.gql(UPDATE, { id, i: { ...(await profileOf(id)), email, currentPassword: DEMO_PASSWORD } }, token);

    const first = await ask('riley.first@example.com');
    expect(first.body.data.updateProfile).toEqual({
      pendingEmail: 'riley.first@example.com',
      accessToken: null,
      user: { userId: id, email: DEMO_EMAILS.PREQUAL_REVIEWER },
    });
    const firstLink = linkToken(await portal.mail.waitFor('riley.first@example.com', /Confirm/));
    await ask('riley.second@example.com');
    const secondLink = linkToken(await portal.mail.waitFor('riley.second@example.com', /Confirm/));

    const stale = await portal.gql(CONFIRM, { t: firstLink });
    expect(stale.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', type: 'EmailChangeTokenInvalid' });
    const ok = await portal.gql(CONFIRM, { t: secondLink });
    expect(ok.body.data.confirmEmailChange).toEqual({ email: 'riley.second@example.com', message: EMAIL_CHANGE_MESSAGES.confirmed });
    expect(await emailOf(id)).toBe('riley.second@example.com');
  });
});

describe('confirmation links', () => {
  it('refuses an expired link and an unknown one, changing nothing', async () => {
    const id = portal.users.PREQUAL_ADMIN.id;
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    await portal.rest('PUT', `/users/${id}`, { token, body: { ...(await profileOf(id)), email: 'priya.late@example.com', currentPassword: DEMO_PASSWORD } });
    const link = linkToken(await portal.mail.waitFor('priya.late@example.com', /Confirm/));
    await portal.em().nativeUpdate(EmailChangeToken, { user: id }, { expiresAt: new Date(Date.now() - 1000) });

    const expired = await portal.rest('POST', '/users/confirm-email', { body: { token: link } });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ type: 'EmailChangeTokenExpired', message: EMAIL_CHANGE_MESSAGES.tokenExpired });
    const unknown = await portal.gql(CONFIRM, { t: 'no-such-link' });
    expect(unknown.body.errors[0].extensions.type).toBe('EmailChangeTokenInvalid');
    expect(await emailOf(id)).toBe(DEMO_EMAILS.PREQUAL_ADMIN);
  });
});

describe('an address that is already registered', () => {
  it('answers as for a free address (same status and body), mails its owner no link, and never takes it', async () => {
    const id = portal.users.VENDOR_USER.id;
    const token = await portal.tokenFor('VENDOR_USER');
    const ask = async (email: string) => portal.rest('PUT', `/users/${id}`, { token, body: { ...(await profileOf(id)), email, currentPassword: DEMO_PASSWORD } });
    const askGql = async (email: string) => portal.gql(UPDATE, { id, i: { ...(await profileOf(id)), email, currentPassword: DEMO_PASSWORD } }, token);
    const free = 'umar.free@example.com';
    const taken = DEMO_EMAILS.VENDOR_ADMIN;

    const [takenAnswer, freeAnswer] = [await ask(taken), await ask(free)];
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(takenAnswer.status).toBe(200);
    expect({ ...takenAnswer.body, pendingEmail: 'x' }).toEqual({ ...freeAnswer.body, pendingEmail: 'x' });
    expect([takenAnswer.body.pendingEmail, freeAnswer.body.pendingEmail]).toEqual([taken, free]);
    const [takenGql, freeGql] = [await askGql(taken), await askGql('umar.free2@example.com')];
    expect(takenGql.status).toBe(freeGql.status);
    expect(takenGql.body.errors).toBeUndefined();
    expect({ ...takenGql.body.data.updateProfile, pendingEmail: 'x' }).toEqual({ ...freeGql.body.data.updateProfile, pendingEmail: 'x' });

    // The owner of the taken address is told someone tried it, with no link that could confirm anything.
    const warning = await portal.mail.waitFor(taken, /Someone tried to use your e-mail address/);
    expect(warning.text).not.toContain('confirm-email');
    await mailQueueDrained();
    expect(mailsTo(taken).some((m) => (m.text ?? '').includes('confirm-email'))).toBe(false);
    expect(await emailOf(id)).toBe(DEMO_EMAILS.VENDOR_USER);
    expect(await emailOf(portal.users.VENDOR_ADMIN.id)).toBe(taken);
  });

  it('re-checks at confirmation: an address registered after the request is not taken over', async () => {
    const id = portal.users.SYSTEM_ADMIN.id;
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const asked = 'sam.contested@example.com';
    await portal.rest('PUT', `/users/${id}`, { token, body: { ...(await profileOf(id)), email: asked, currentPassword: DEMO_PASSWORD } });
    const link = linkToken(await portal.mail.waitFor(asked, /Confirm/));

    // Someone else gets the address in the meantime.
    const em = portal.em();
    const hash = (await em.findOneOrFail(User, { id }, { populate: ['passwordHash'] })).passwordHash;
    em.create(User, { name: 'Early Bird', email: asked, role: 'PREQUAL_VIEWER', passwordHash: hash });
    await em.flush();

    const res = await portal.rest('POST', '/users/confirm-email', { body: { token: link } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'EmailChangeAddressUnavailable', message: EMAIL_CHANGE_MESSAGES.addressUnavailable });
    expect(await emailOf(id)).toBe(DEMO_EMAILS.SYSTEM_ADMIN);
  });

  it("a company admin changing its user's e-mail is not told either; the user confirms from the new address", async () => {
    const target = portal.users.otherVendorAdmin;
    // A second user of the other company, for its admin to edit.
    const em = portal.em();
    const colleague = em.create(User, {
      name: 'Colin Colleague',
      email: 'colin@other.example.com',
      phone: '202-555-0111',
      role: 'VENDOR_USER',
      passwordHash: (await em.findOneOrFail(User, { id: target.id }, { populate: ['passwordHash'] })).passwordHash,
      vendor: target.vendor!.id,
    });
    await em.flush();
    const adminToken = await portal.tokenFor('otherVendorAdmin');
    const body = (email: string) => ({ name: 'Colin Colleague', phone: '202-555-0111', email });

    const taken = await portal.rest('PUT', `/users/${colleague.id}`, { token: adminToken, body: body(DEMO_EMAILS.PREQUAL_ADMIN) });
    const free = await portal.rest('PUT', `/users/${colleague.id}`, { token: adminToken, body: body('colin.new@other.example.com') });
    expect([taken.status, free.status]).toEqual([200, 200]);
    expect({ ...taken.body, pendingEmail: 'x' }).toEqual({ ...free.body, pendingEmail: 'x' });
    expect(taken.body.email).toBe('colin@other.example.com');

    const link = linkToken(await portal.mail.waitFor('colin.new@other.example.com', /Confirm/));
    expect((await portal.rest('POST', '/users/confirm-email', { body: { token: link } })).status).toBe(200);
    expect(await emailOf(colleague.id)).toBe('colin.new@other.example.com');
  });
});

describe("staff and other users' e-mails", () => {
  it("a system admin editing another user's e-mail changes it at once and is told when it is taken", async () => {
    const adminToken = await portal.tokenFor('SYSTEM_ADMIN');
    const em = portal.em();
    const staff = em.create(User, {
      name: 'Tess Temp',
      email: 'tess.temp@example.com',
      phone: '410-555-0177',
      role: 'PREQUAL_VIEWER',
      passwordHash: (await em.findOneOrFail(User, { id: portal.users.SYSTEM_ADMIN.id }, { populate: ['passwordHash'] })).passwordHash,
    });
    await em.flush();
    const body = (email: string) => ({ name: 'Tess Temp', phone: '410-555-0177', email });

    const taken = await portal.rest('PUT', `/users/${staff.id}`, { token: adminToken, body: body(DEMO_EMAILS.VENDOR_USER) });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBe('This email is already registered.');
    const changed = await portal.rest('PUT', `/users/${staff.id}`, { token: adminToken, body: body('tess.changed@example.com') });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('tess.changed@example.com');
    expect(changed.body).not.toHaveProperty('pendingEmail');
  });

  it('the user admin screen does not change your own e-mail: the profile does, with the password', async () => {
    const id = portal.users.SYSTEM_ADMIN.id;
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const res = await portal.rest('PUT', `/users/${id}`, {
      token,
      body: { ...(await profileOf(id)), email: 'sam.sneaky@example.com', role: 'SYSTEM_ADMIN' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: EMAIL_CHANGE_MESSAGES.ownEmailOnProfile });
    expect(await emailOf(id)).toBe(DEMO_EMAILS.SYSTEM_ADMIN);
  });
});
