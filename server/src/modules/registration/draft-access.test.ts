import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createDraft, createRegistration, draftHeader, draftSecret, pdf, restFormWith, validRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { DraftAccessToken } from './draft-access-token.entity.js';
import { DRAFT_ACCESS_REFUSED, DRAFT_LINK_REQUESTS_PER_HOUR, DRAFT_LINK_SENT, DRAFT_LINK_TTL_DAYS, DRAFT_LINKS_PER_DRAFT_PER_HOUR } from './draft-access.service.js';

/**
 * Anonymous drafts are continued with their secret, never with their id alone: the id is what tax-ID
 * verification lists to anyone who knows the company's tax ID.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const READ = 'query($id:ID!,$t:String){ registration(vendorId:$id, draftToken:$t){ vendorId companyName } }';
const SAVE = 'mutation($id:ID,$t:String,$i:RegistrationInput!){ saveRegistrationDraft(vendorId:$id, draftToken:$t, input:$i){ vendorId companyName draftToken } }';
const SUBMIT = 'mutation($id:ID,$t:String,$i:RegistrationInput!){ submitRegistration(vendorId:$id, draftToken:$t, input:$i){ vendorId registrationStatus } }';
const DELETE = 'mutation($id:ID!,$t:String){ deleteRegistrationDraft(vendorId:$id, draftToken:$t) }';
const SEND_LINK = 'mutation($id:ID!){ sendDraftLink(vendorId:$id){ success message } }';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The continuation links mailed to `to` so far, waiting until there are at least `count`. */
async function linksMailedTo(to: string, count = 1): Promise<{ vendorId: string; token: string; text: string }[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = portal.mail.messages.filter(
      (m) => /Continue your registration/.test(m.subject ?? '') && [m.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === to.toLowerCase())),
    );
    if (mails.length >= count) {
      return mails.map((m) => {
        const match = /http:\/\/portal\.test\/vendor-registration#draft=([\w-]+)&token=([\w-]+)/.exec(m.text ?? '');
        expect(match, 'the mail holds a continuation link').not.toBeNull();
        return { vendorId: match![1]!, token: match![2]!, text: m.text ?? '' };
      });
    }
    if (Date.now() > deadline) throw new Error(`fewer than ${count} continuation links to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every anonymous way at a draft, each answered with what it says. */
async function anonymousAttempts(id: string, secret: string | null) {
  const headers = draftHeader(secret);
  return {
    restRead: await portal.rest('GET', `/vendors/${id}`, { headers }),
    restSave: await portal.rest('PUT', `/vendors/draft/${id}`, { headers, body: { companyName: 'Hijacked LLC' } }),
    restSubmit: await portal.rest('PUT', `/vendors/${id}`, { headers, body: validRegistration({ companyName: 'Hijacked LLC' }) }),
    restDelete: await portal.rest('DELETE', `/vendors/draft/${id}`, { headers }),
    gqlRead: await portal.gql(READ, { id, t: secret }),
    gqlSave: await portal.gql(SAVE, { id, t: secret, i: { companyName: 'Hijacked LLC' } }),
    gqlSubmit: await portal.gql(SUBMIT, { id, t: secret, i: validRegistration({ companyName: 'Hijacked LLC' }) }),
    gqlDelete: await portal.gql(DELETE, { id, t: secret }),
  };
}

/** Every attempt was refused with 401 and the one sentence that says nothing about the draft. */
function expectAllRefused(attempts: Awaited<ReturnType<typeof anonymousAttempts>>) {
  for (const [name, answer] of Object.entries(attempts)) {
    if (name.startsWith('rest')) {
      expect([name, answer.status, answer.body.type, answer.body.message]).toEqual([name, 401, 'UNAUTHENTICATED', DRAFT_ACCESS_REFUSED]);
    } else {
      expect([name, answer.status, answer.body.errors?.[0]?.extensions?.code, answer.body.errors?.[0]?.message]).toEqual([
        name,
        401,
        'UNAUTHENTICATED',
        DRAFT_ACCESS_REFUSED,
      ]);
    }
  }
}

describe('a new anonymous draft', () => {
  it('answers its secret once, stores only its SHA-256 for 30 days, and mails it to the primary contact as a link', async () => {
    const input = validRegistration({
      companyName: 'Gunpowder Glass LLC',
      contacts: [{ ...(validRegistration().contacts as object[])[0], email: 'owner@gunpowder-glass.example' }],
    });
    const created = await portal.rest('POST', '/vendors', { body: { ...input, mode: 'DRAFT' } });
    expect(created.status).toBe(201);
    const { vendorId, draftToken } = created.body;
    expect(draftToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

    const rows = await portal.em().find(DraftAccessToken, { vendor: vendorId });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(draftToken));
    expect(JSON.stringify(rows)).not.toContain(draftToken);
    const days = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(DRAFT_LINK_TTL_DAYS, 1);

    const [link] = await linksMailedTo('owner@gunpowder-glass.example');
    expect(link).toMatchObject({ vendorId, token: draftToken });
    expect(link!.text).toContain('Gunpowder Glass LLC');
    expect(link!.text).toContain(`${DRAFT_LINK_TTL_DAYS} days`);

    // The secret opens the draft; nothing answers it again.
    const read = await portal.rest('GET', `/vendors/${vendorId}`, { headers: draftHeader(draftToken) });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ vendorId, companyName: 'Gunpowder Glass LLC' });
    expect(read.body).not.toHaveProperty('draftToken');
    const saved = await portal.gql(SAVE, { id: vendorId, t: draftToken, i: { ...input, companyName: 'Gunpowder Glass Co' } });
    expect(saved.body.data.saveRegistrationDraft).toEqual({ vendorId, companyName: 'Gunpowder Glass Co', draftToken: null });
  });

  it('without a contact e-mail yet, the secret is only in the answer; the save that adds an e-mail mails a fresh link, once', async () => {
    const created = await portal.gql(SAVE, { i: { companyName: 'No Mail Yet LLC' } });
    const { vendorId, draftToken } = created.body.data.saveRegistrationDraft;
    expect(draftToken).toBeTruthy();
    const contact = { firstName: 'Ari', lastName: 'Stone', email: 'ari@no-mail-yet.example' };
    await portal.gql(SAVE, { id: vendorId, t: draftToken, i: { companyName: 'No Mail Yet LLC', contacts: [contact] } });
    const [link] = await linksMailedTo('ari@no-mail-yet.example');
    expect(link!.vendorId).toBe(vendorId);
    expect(link!.token).not.toBe(draftToken);
    // Both work: the session's secret and the mailed one.
    expect((await portal.gql(READ, { id: vendorId, t: draftToken })).body.data.registration.vendorId).toBe(vendorId);
    expect((await portal.gql(READ, { id: vendorId, t: link!.token })).body.data.registration.vendorId).toBe(vendorId);

    // Saving again with the same address (in other letters) mails nothing more.
    await portal.gql(SAVE, { id: vendorId, t: link!.token, i: { companyName: 'No Mail Yet LLC', contacts: [{ ...contact, email: 'ARI@no-mail-yet.example' }] } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await linksMailedTo('ari@no-mail-yet.example')).toHaveLength(1);
  });

  it('a signed-in staff member creating a draft gets no secret', async () => {
    const res = await portal.gql(SAVE, { i: { companyName: 'Staff Made LLC' } }, await portal.tokenFor('PREQUAL_ADMIN'));
    expect(res.body.data.saveRegistrationDraft.draftToken).toBeNull();
    expect(await portal.em().count(DraftAccessToken, { vendor: res.body.data.saveRegistrationDraft.vendorId })).toBe(0);
  });
});

describe('an anonymous caller without the secret', () => {
  it('cannot read, save, submit or delete a draft by the id tax-ID verification lists, and nothing changes', async () => {
    const { vendor } = await createDraft(portal, { companyName: 'Listed Draft LLC' });
    const listed = await portal.rest('GET', `/vendors/verify-tax-id/${vendor.taxId}?from=register`);
    expect(listed.body.draftVendors).toEqual([{ companyName: 'Listed Draft LLC', vendorId: vendor.id }]);

    expectAllRefused(await anonymousAttempts(vendor.id, null));
    const stored = await portal.em().findOneOrFail(Vendor, { id: vendor.id });
    expect([stored.companyName, stored.registrationStatus, stored.version]).toEqual(['Listed Draft LLC', 'DRAFT', vendor.version]);
    expect(await portal.em().count(AuditLog, { entityId: vendor.id })).toBe(0);
  });

  it('is refused alike with a wrong secret, another draft’s secret, an expired one, and for drafts that do not exist', async () => {
    const { vendor } = await createDraft(portal);
    const other = await createDraft(portal);
    expectAllRefused(await anonymousAttempts(vendor.id, 'not-the-secret'));
    expectAllRefused(await anonymousAttempts(vendor.id, other.token));
    const expired = await draftSecret(portal, vendor, new Date(Date.now() - 1000));
    expectAllRefused(await anonymousAttempts(vendor.id, expired));
    // Whether the id names no draft, or is not even an id, the answer is the same.
    expectAllRefused(await anonymousAttempts(randomUUID(), other.token));
    expectAllRefused(await anonymousAttempts('not-an-id', other.token));
    // A registration past the draft stage, with a secret left over: the same too.
    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    expect((await portal.rest('GET', `/vendors/${submitted.id}`, { headers: draftHeader(await draftSecret(portal, submitted)) })).body.message).toBe(
      DRAFT_ACCESS_REFUSED,
    );

    expect((await portal.em().findOneOrFail(Vendor, { id: vendor.id })).registrationStatus).toBe('DRAFT');
  });

  it('internal staff still reach drafts without a secret', async () => {
    const { vendor } = await createDraft(portal);
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    expect((await portal.rest('GET', `/vendors/${vendor.id}`, { token: await portal.tokenFor('PREQUAL_VIEWER') })).status).toBe(200);
    expect((await portal.rest('PUT', `/vendors/draft/${vendor.id}`, { token: admin, body: { companyName: 'Staff Renamed LLC' } })).status).toBe(200);
    expect((await portal.rest('DELETE', `/vendors/draft/${vendor.id}`, { token: admin })).status).toBe(200);
  });
});

describe('the holder of the secret', () => {
  it('submits the draft over REST multipart; the secrets end with it', async () => {
    const { vendor, token } = await createDraft(portal, { w9: false });
    const res = await restFormWith(portal, 'PUT', `/vendors/${vendor.id}`, { fields: validRegistration(), files: { w9File: pdf() }, headers: draftHeader(token) });
    expect([res.status, res.body.registrationStatus]).toEqual([200, 'SUBMITTED']);
    expect(await portal.em().count(DraftAccessToken, { vendor: vendor.id })).toBe(0);
    expect((await portal.gql(READ, { id: vendor.id, t: token })).body.errors[0].message).toBe(DRAFT_ACCESS_REFUSED);
  });

  it('deletes the draft; its secrets go with it', async () => {
    const { vendor, token } = await createDraft(portal);
    expect((await portal.gql(DELETE, { id: vendor.id, t: token })).body.data.deleteRegistrationDraft).toBe(true);
    expect(await portal.em().count(Vendor, { id: vendor.id })).toBe(0);
    expect(await portal.em().count(DraftAccessToken, { vendor: vendor.id })).toBe(0);
  });
});

describe('"send me the link again"', () => {
  it("mails a fresh working link to the draft's contact, and answers the same whatever the id names", async () => {
    const email = `again.${randomUUID().slice(0, 8)}@example.com`;
    const { vendor, token } = await createDraft(portal, { email, companyName: 'Again Masonry LLC' });
    const res = await portal.rest('POST', `/vendors/draft/${vendor.id}/link`);
    expect([res.status, res.body]).toEqual([200, { success: true, message: DRAFT_LINK_SENT }]);
    const [link] = await linksMailedTo(email);
    expect(link!.vendorId).toBe(vendor.id);
    expect(link!.token).not.toBe(token);
    expect(link!.text).toContain('Again Masonry LLC');
    expect((await portal.rest('GET', `/vendors/${vendor.id}`, { headers: draftHeader(link!.token) })).body.companyName).toBe('Again Masonry LLC');
    const log = await portal.em().findOneOrFail(AuditLog, { entityId: vendor.id, action: 'REGISTRATION_DRAFT_LINK_SENT' });
    expect(log.changes).toEqual({ to: email });

    // The same answer for a draft without an e-mail, a submitted registration, an unknown id and a malformed one.
    const noMail = await portal.gql(SAVE, { i: { companyName: 'Mailless LLC' } });
    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    for (const id of [noMail.body.data.saveRegistrationDraft.vendorId, submitted.id, randomUUID(), 'nope']) {
      const gql = await portal.gql(SEND_LINK, { id });
      expect([id, gql.body]).toEqual([id, { data: { sendDraftLink: { success: true, message: DRAFT_LINK_SENT } } }]);
    }
    expect(await portal.em().count(DraftAccessToken, { vendor: submitted.id })).toBe(0);
    expect(portal.mail.messages.filter((m) => m.subject === 'Continue your registration' && m.text?.includes(submitted.id))).toHaveLength(0);
  });

  it(`makes at most ${DRAFT_LINKS_PER_DRAFT_PER_HOUR} links per draft an hour, answering the same past it`, async () => {
    const email = `capped.${randomUUID().slice(0, 8)}@example.com`;
    const { vendor } = await createDraft(portal, { email });
    // createDraft made one secret already.
    for (let i = 0; i < DRAFT_LINKS_PER_DRAFT_PER_HOUR + 1; i++) {
      expect((await portal.gql(SEND_LINK, { id: vendor.id })).body.data.sendDraftLink.success).toBe(true);
    }
    await linksMailedTo(email, DRAFT_LINKS_PER_DRAFT_PER_HOUR - 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await linksMailedTo(email)).toHaveLength(DRAFT_LINKS_PER_DRAFT_PER_HOUR - 1);
    expect(await portal.em().count(DraftAccessToken, { vendor: vendor.id })).toBe(DRAFT_LINKS_PER_DRAFT_PER_HOUR);
  });

  it('is limited per client, on REST and GraphQL together; other clients go on', async () => {
    const limited = await startTestPortal({ TRUST_PROXY: 'true' });
    try {
      const id = randomUUID();
      const as = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < DRAFT_LINK_REQUESTS_PER_HOUR; i++) {
        const res =
          i % 2 ? await limited.rest('POST', `/vendors/draft/${id}/link`, { headers: as('10.7.0.1') }) : await limited.gql(SEND_LINK, { id }, null, as('10.7.0.1'));
        expect(res.status).toBe(200);
      }
      const rest = await limited.rest('POST', `/vendors/draft/${id}/link`, { headers: as('10.7.0.1') });
      expect([rest.status, rest.body.type]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      const gql = await limited.gql(SEND_LINK, { id }, null, as('10.7.0.1'));
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect((await limited.rest('POST', `/vendors/draft/${id}/link`, { headers: as('10.7.0.2') })).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
