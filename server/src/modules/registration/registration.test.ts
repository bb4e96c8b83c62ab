import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createDraft, createRegistration, draftHeader, pdf, REGISTRATION_FIELDS, restFormWith, validRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { VendorContact, Vendor } from '../companies/index.js';

/** A company's registration from first draft to decision, through REST and GraphQL as the screens call them. */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const DECIDE = `mutation($id:ID!,$a:Boolean!,$c:String){ setRegistrationStatus(vendorId:$id, approve:$a, commentText:$c){ ${REGISTRATION_FIELDS} } }`;
const SUBMIT = `mutation($id:ID,$t:String,$i:RegistrationInput!){ submitRegistration(vendorId:$id,draftToken:$t,input:$i){ ${REGISTRATION_FIELDS} } }`;

describe('draft, continue, submit (an anonymous registrant over REST)', () => {
  it('saves a draft with its W9, continues it, submits it and mails the primary contact', async () => {
    const input = validRegistration({ companyName: 'Patapsco Drywall Inc' });
    const email = 'dana@chesapeakemech.com';

    const created = await portal.restForm('POST', '/vendors', { fields: { ...input, mode: 'DRAFT', referenceName: '' }, files: { w9File: pdf('W-9 2026.pdf') } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ registrationStatus: 'DRAFT', companyName: 'Patapsco Drywall Inc', submittedAt: null, w9File: { name: 'W-9 2026.pdf' } });
    const id = created.body.vendorId;
    // The draft's secret, answered once (and mailed to the primary contact as a link).
    const secret: string = created.body.draftToken;
    expect(secret).toMatch(/^[\w-]{43}$/);
    await portal.mail.waitFor(email, /Continue your registration/);

    // Continued after tax-ID verification: found by name, read and saved again with the secret.
    const found = await portal.rest('GET', `/vendors/verify-tax-id/${input.taxId}?from=register`);
    expect(found.body.draftVendors).toEqual([{ companyName: 'Patapsco Drywall Inc', vendorId: id }]);
    const loaded = await portal.rest('GET', `/vendors/${id}`, { headers: draftHeader(secret) });
    expect(loaded.body).toMatchObject({ vendorId: id, primaryContactEmail: email, primaryContactOfficePhone: '410-555-0134', w9File: { name: 'W-9 2026.pdf' } });
    expect(loaded.body).not.toHaveProperty('draftToken');
    const luis = loaded.body.secondaryContacts[0];
    const saved = await portal.rest('PUT', `/vendors/draft/${id}`, {
      headers: draftHeader(secret),
      body: { ...input, referenceName: 'Clark Construction', contacts: [(input.contacts as object[])[0], { ...luis, jobTitle: 'Chief Estimator' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.secondaryContacts).toEqual([
      { contactId: luis.contactId, firstName: 'Luis', lastName: 'Ortega', jobTitle: 'Chief Estimator', email: 'luis@chesapeakemech.com', cellPhone: '443-555-0102' },
    ]);

    const submitted = await restFormWith(portal, 'PUT', `/vendors/${id}`, { fields: { ...input, referenceName: 'Clark Construction' }, headers: draftHeader(secret) });
    expect(submitted.status).toBe(200);
    expect(submitted.body.registrationStatus).toBe('SUBMITTED');
    expect(new Date(submitted.body.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The W9 stored with the draft still counts.
    expect(submitted.body.w9File.name).toBe('W-9 2026.pdf');

    const mail = await portal.mail.waitFor(email, /submitted for review/);
    expect(mail.text).toContain('Your request has been submitted for review. Please wait for approval. An email with further instructions will be sent to you.');
    expect(mail.text).toContain('Patapsco Drywall Inc');

    // Once submitted, the secret opens nothing: the anonymous registrant can no longer read or change it.
    expect((await portal.rest('GET', `/vendors/${id}`, { headers: draftHeader(secret) })).status).toBe(401);
    expect((await portal.rest('PUT', `/vendors/draft/${id}`, { headers: draftHeader(secret), body: { companyName: 'Hijack' } })).status).toBe(401);

    const actions = (await portal.em().find(AuditLog, { entityId: id }, { orderBy: { performedAt: 'asc' } })).map((l) => [l.action, l.performedBy]);
    expect(actions).toEqual([
      ['REGISTRATION_DRAFT_CREATED', email],
      ['REGISTRATION_DRAFT_SAVED', email],
      ['REGISTRATION_SUBMITTED', email],
    ]);
    const submittedLog = await portal.em().findOneOrFail(AuditLog, { entityId: id, action: 'REGISTRATION_SUBMITTED' });
    expect(submittedLog.changes).toMatchObject({ registrationStatus: { from: 'DRAFT', to: 'SUBMITTED' } });
  });

  it("answers a save's documents as a read after it finds them: both new, then the W9 replaced and the references kept", async () => {
    const input = validRegistration({ companyName: 'Severn Glazing LLC' });
    const created = await portal.restForm('POST', '/vendors', {
      fields: { ...input, mode: 'DRAFT', referenceName: '' },
      files: { w9File: pdf('W-9 first.pdf'), generalContractReferencesDocument: pdf('References.pdf') },
    });
    expect(created.status).toBe(201);
    const secret: string = created.body.draftToken;
    const id: string = created.body.vendorId;
    const read = async () => (await portal.rest('GET', `/vendors/${id}`, { headers: draftHeader(secret) })).body;
    const documents = (body: Record<string, unknown>) => ({ w9File: body.w9File, generalContractReferencesDocument: body.generalContractReferencesDocument });
    expect(documents(created.body)).toEqual(documents(await read()));
    expect(created.body).toMatchObject({ w9File: { name: 'W-9 first.pdf' }, generalContractReferencesDocument: { name: 'References.pdf' } });

    const replaced = await restFormWith(portal, 'PUT', `/vendors/draft/${id}`, {
      fields: { ...input, referenceName: '' },
      files: { w9File: pdf('W-9 second.pdf') },
      headers: draftHeader(secret),
    });
    expect(replaced.status).toBe(200);
    expect(documents(replaced.body)).toEqual(documents(await read()));
    expect(replaced.body).toMatchObject({ w9File: { name: 'W-9 second.pdf' }, generalContractReferencesDocument: created.body.generalContractReferencesDocument });
    expect(replaced.body.w9File.fileId).not.toBe(created.body.w9File.fileId);
  });

  it('keeps a secondary contact by its contactId, and removes contacts no longer listed', async () => {
    const input = validRegistration();
    const first = await portal.gql(`mutation($i:RegistrationInput!){ saveRegistrationDraft(input:$i){ vendorId draftToken secondaryContacts { contactId } } }`, {
      i: input,
    });
    const { vendorId, draftToken, secondaryContacts } = first.body.data.saveRegistrationDraft;
    const kept = secondaryContacts[0].contactId;
    const contacts = [(input.contacts as object[])[0], { ...(input.contacts as object[])[1], contactId: kept, email: 'new.luis@example.com' }];
    const SAVE = `mutation($id:ID,$t:String,$i:RegistrationInput!){ saveRegistrationDraft(vendorId:$id,draftToken:$t,input:$i){ vendorId draftToken } }`;
    const second = await portal.gql(SAVE, { id: vendorId, t: draftToken, i: { ...input, contacts } });
    // The secret is answered only by the save that created the draft.
    expect(second.body.data.saveRegistrationDraft).toEqual({ vendorId, draftToken: null });
    let rows = await portal.em().find(VendorContact, { vendor: vendorId }, { orderBy: { position: 'asc' } });
    expect(rows.map((r) => [r.position, r.email])).toEqual([
      [0, 'dana@chesapeakemech.com'],
      [1, 'new.luis@example.com'],
    ]);
    expect(rows[1]!.id).toBe(kept);
    await portal.gql(SAVE, { id: vendorId, t: draftToken, i: { companyName: 'X', contacts: [contacts[0]] } });
    rows = await portal.em().find(VendorContact, { vendor: vendorId });
    expect(rows).toHaveLength(1);
  });
});

describe('the registration state machine', () => {
  it('refuses to submit twice', async () => {
    const { vendor: draft, token: secret } = await createDraft(portal);
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    expect((await portal.gql(SUBMIT, { id: draft.id, i: validRegistration() }, token)).body.data.submitRegistration.registrationStatus).toBe('SUBMITTED');
    const again = await portal.gql(SUBMIT, { id: draft.id, i: validRegistration() }, token);
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(again.body.errors[0].message).toBe('This registration is already submitted and awaiting approval.');
    // The submit ended the draft's secrets: its anonymous registrant is refused like anyone without one.
    const anon = await portal.gql(SUBMIT, { id: draft.id, t: secret, i: validRegistration() });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses to approve a draft, and to approve or reject twice', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const draft = await createRegistration(portal);
    const early = await portal.gql(DECIDE, { id: draft.id, a: true }, token);
    expect(early.body.errors[0]).toMatchObject({ message: 'This registration is a draft; it cannot be approved.', extensions: { code: 'CONFLICT' } });

    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    expect((await portal.gql(DECIDE, { id: submitted.id, a: true }, token)).body.data.setRegistrationStatus.registrationStatus).toBe('APPROVED');
    const twice = await portal.rest('PUT', `/vendors/${submitted.id}/registration-status`, { token, body: { approve: true } });
    expect([twice.status, twice.body.message]).toEqual([409, 'This registration is already approved.']);
    const reject = await portal.rest('PUT', `/vendors/${submitted.id}/registration-status`, { token, body: { approve: false, commentText: 'Changed our mind' } });
    expect([reject.status, reject.body.message]).toEqual([409, 'This registration is approved; it cannot be not approved.']);
  });

  it('allows each edit only in its status', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    expect((await portal.rest('DELETE', `/vendors/draft/${submitted.id}`, { token })).body.message).toBe(
      'This registration is submitted and awaiting approval; it cannot be deleted as a draft.',
    );
    expect((await portal.rest('PATCH', `/vendors/${submitted.id}`, { token, body: { noOfEmployees: '3' } })).status).toBe(409);
    const draft = await createRegistration(portal);
    const review = await portal.gql(
      'mutation($id:ID!,$i:RegistrationInput!){ updateRegistration(vendorId:$id,input:$i){ vendorId } }',
      { id: draft.id, i: validRegistration() },
      token,
    );
    expect(review.body.errors[0].message).toBe('This registration is a draft; it cannot be edited in review.');
  });

  it('lets two admins decide at once without creating two CRM accounts', async () => {
    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    const [a, b] = await Promise.all([portal.tokenFor('SYSTEM_ADMIN'), portal.tokenFor('PREQUAL_ADMIN')]);
    const answers = await Promise.all([portal.gql(DECIDE, { id: submitted.id, a: true }, a), portal.gql(DECIDE, { id: submitted.id, a: true }, b)]);
    expect(answers.filter((r) => r.body.data?.setRegistrationStatus).length).toBe(1);
    expect(answers.filter((r) => r.body.errors?.[0].extensions.code === 'CONFLICT').length).toBe(1);
    await expect.poll(() => portal.crm.findAccountsByTaxId(submitted.taxId!), { timeout: 10_000 }).toHaveLength(1);
  });
});

describe('approval and rejection', () => {
  it('approval creates the CRM account, starts prequalification and mails how to sign up', async () => {
    const email = 'approved.owner@example.com';
    const submitted = await createRegistration(portal, { status: 'SUBMITTED', companyName: 'Severn Masonry LLC', email });
    const res = await portal.rest('PUT', `/vendors/${submitted.id}/registration-status`, { token: await portal.tokenFor('PREQUAL_ADMIN'), body: { approve: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ registrationStatus: 'APPROVED', prequalStatus: 'NOT_STARTED', accountId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // Written to the CRM by its job, by the account id the approval chose.
    await expect
      .poll(() => portal.crm.findAccountsByTaxId(submitted.taxId!), { timeout: 10_000 })
      .toEqual([{ accountId: res.body.accountId, name: 'Severn Masonry LLC', taxId: submitted.taxId }]);
    const verify = await portal.rest('GET', `/vendors/verify-tax-id/${submitted.taxId}`);
    expect(verify.body).toMatchObject({ vendorsWithSameTaxId: [{ companyName: 'Severn Masonry LLC', accountId: res.body.accountId }], isExistsInDynamics: true });

    const mail = await portal.mail.waitFor(email, /approved/);
    expect(mail.text).toContain(`http://portal.test/prequalification?accountId=${res.body.accountId}`);
    expect(mail.text).toMatch(/Sign up with your name, e-mail, phone number and a password/);
    // The link names the account, so its page opens sign-up from "Begin Prequalification / Create an account"; the
    // mail asks for no tax ID the page never asks for.
    expect(mail.text).toContain('and choose "Begin Prequalification / Create an account".');
    expect(mail.text).toContain('The sign-up form opens for Severn Masonry LLC.');
    expect(mail.text).not.toMatch(/tax ID|FEIN/i);

    const log = await portal.em().findOneOrFail(AuditLog, { entityId: submitted.id, action: 'REGISTRATION_APPROVED' });
    expect(log.changes).toEqual({ registrationStatus: { from: 'SUBMITTED', to: 'APPROVED' }, accountId: res.body.accountId });
    expect(log.performedBy).toBe('Priya Admin');
  });

  it('not approving needs a comment under 255 characters, stores it and mails it as the reason', async () => {
    const email = 'rejected.owner@example.com';
    const submitted = await createRegistration(portal, { status: 'SUBMITTED', email });
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const none = await portal.rest('PUT', `/vendors/${submitted.id}/registration-status`, { token, body: { approve: false } });
    expect([none.status, none.body.errors]).toEqual([400, { commentText: 'Comment is required' }]);
    const blank = await portal.gql(DECIDE, { id: submitted.id, a: false, c: '   ' }, token);
    expect(blank.body.errors[0].extensions.fieldErrors).toEqual({ commentText: 'Comment is required' });
    const long = await portal.gql(DECIDE, { id: submitted.id, a: false, c: 'x'.repeat(255) }, token);
    expect(long.body.errors[0].extensions.fieldErrors).toEqual({ commentText: 'Comment should be less than 255 characters' });
    expect((await portal.em().findOneOrFail(Vendor, { id: submitted.id })).registrationStatus).toBe('SUBMITTED');

    const ok = await portal.gql(DECIDE, { id: submitted.id, a: false, c: 'Your W9 is unsigned; please register again with a signed copy.' }, token);
    expect(ok.body.data.setRegistrationStatus).toMatchObject({
      registrationStatus: 'REJECTED',
      registrationComment: 'Your W9 is unsigned; please register again with a signed copy.',
      accountId: null,
    });
    const mail = await portal.mail.waitFor(email, /not approved/);
    expect(mail.text).toContain('Your W9 is unsigned; please register again with a signed copy.');
    expect(await portal.crm.findAccountsByTaxId(submitted.taxId!)).toEqual([]);
  });

  it('a CRM outage during approval leaves the approval committed and the sync retried until the CRM is back', async () => {
    const email = 'outage.owner@example.com';
    const submitted = await createRegistration(portal, { status: 'SUBMITTED', companyName: 'Outage Paving LLC', email });
    portal.crmSimulator!.setAvailable(false);
    try {
      const res = await portal.rest('PUT', `/vendors/${submitted.id}/registration-status`, { token: await portal.tokenFor('SYSTEM_ADMIN'), body: { approve: true } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ registrationStatus: 'APPROVED', accountId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      // Committed, and the company can sign up: the approval mail does not wait for the CRM.
      expect(await portal.mail.waitFor(email, /approved/)).toBeTruthy();
      const syncJob = () =>
        portal
          .em()
          .execute<{ state: string; retry_count: number }[]>(`select state, retry_count from pgboss.job where name = 'crm-sync' and data->'payload'->>'vendorId' = ?`, [
            submitted.id,
          ]);
      // Retried while the CRM is down.
      await expect.poll(async () => (await syncJob())[0]?.retry_count ?? 0, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(2);
      expect((await portal.em().findOneOrFail(Vendor, { id: submitted.id })).crmSyncStatus).toBe('PENDING');
      // Every try reached the CRM and failed there; nothing was written.
      expect(portal.crmSimulator!.counts().failed).toBeGreaterThanOrEqual(2);
      expect((await portal.crmSimulator!.accounts()).some((a) => a.accountid === res.body.accountId)).toBe(false);
    } finally {
      portal.crmSimulator!.setAvailable(true);
    }
    await expect.poll(async () => (await portal.em().findOneOrFail(Vendor, { id: submitted.id })).crmSyncStatus, { timeout: 30_000, interval: 250 }).toBe('SYNCED');
    const stored = await portal.em().findOneOrFail(Vendor, { id: submitted.id });
    expect(stored.crmSyncedAt).toBeInstanceOf(Date);
    expect(await portal.crm.findAccountsByTaxId(submitted.taxId!)).toEqual([{ accountId: stored.accountId, name: 'Outage Paving LLC', taxId: submitted.taxId }]);
  });
});

describe('review edit and general info', () => {
  it('an admin edits a registration awaiting approval with every rule; it stays awaiting approval', async () => {
    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const res = await portal.rest('PUT', `/vendors/${submitted.id}`, { token, body: validRegistration({ companyName: 'Corrected Name LLC', noOfEmployees: '' }) });
    expect([res.status, res.body.errors]).toEqual([400, { noOfEmployees: 'Number of Employees is required' }]);
    const ok = await portal.rest('PUT', `/vendors/${submitted.id}`, { token, body: validRegistration({ companyName: 'Corrected Name LLC' }) });
    expect(ok.body).toMatchObject({ registrationStatus: 'SUBMITTED', companyName: 'Corrected Name LLC' });
    const log = await portal.em().findOneOrFail(AuditLog, { entityId: submitted.id, action: 'REGISTRATION_UPDATED' });
    expect(log.changes).toMatchObject({ companyName: { from: submitted.companyName, to: 'Corrected Name LLC' } });
  });

  it("the company admin updates its own company's general info; the employee count alone works", async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const res = await portal.rest('PATCH', `/vendors/${vendorId}`, { token, body: { source: 'generalInfo', noOfEmployees: '57' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      noOfEmployees: 57,
      companyName: 'Keystone Mechanical Contractors LLC',
      officeLocationCity: 'Hanover',
      registrationStatus: 'APPROVED',
    });
    const log = await portal.em().findOneOrFail(AuditLog, { entityId: vendorId, action: 'GENERAL_INFO_UPDATED' });
    expect(log.changes).toEqual({ noOfEmployees: { from: 42, to: 57 } });
    expect(log.performedBy).toBe('Valerie Vendor');
  });
});

describe('admin lists', () => {
  it('lists by status, searches the company name, pages and sorts in the database', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await createRegistration(portal, { status: 'SUBMITTED', companyName: `${tag} ${name} 100%` });
    await createRegistration(portal, { status: 'DRAFT', companyName: `${tag} Draft` });
    const token = await portal.tokenFor('PREQUAL_VIEWER');
    const q = `query($s:String,$o:SortOrder,$p:Int!,$st:RegistrationStatus!){ registrations(options: { status:$st, search:$s, sortField:"companyName", sortOrder:$o, page:$p, limit:2 }){ totalCount vendors: items { companyName primaryContactFirstName primaryContactEmail submittedAt createdAt } } }`;
    const page1 = await portal.gql(q, { s: tag.toUpperCase(), o: 'DESC', p: 1, st: 'SUBMITTED' }, token);
    expect(page1.body.data.registrations.totalCount).toBe(3);
    expect(page1.body.data.registrations.vendors.map((v: { companyName: string }) => v.companyName)).toEqual([`${tag} Charlie 100%`, `${tag} Bravo 100%`]);
    expect(page1.body.data.registrations.vendors[0].primaryContactFirstName).toBe('Fiona');
    // Timestamps answer as ISO date-times, as the whole registration does.
    expect(page1.body.data.registrations.vendors[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const page2 = await portal.gql(q, { s: tag, o: 'DESC', p: 2, st: 'SUBMITTED' }, token);
    expect(page2.body.data.registrations.vendors.map((v: { companyName: string }) => v.companyName)).toEqual([`${tag} Alpha 100%`]);

    const drafts = await portal.rest('GET', `/vendors?status=DRAFT&search=${encodeURIComponent(tag)}`, { token });
    expect(drafts.body).toMatchObject({ totalCount: 1, vendors: [{ companyName: `${tag} Draft`, registrationStatus: 'DRAFT' }] });
    expect(drafts.body.vendors[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // % is matched literally, not as a wildcard.
    expect((await portal.rest('GET', `/vendors?status=SUBMITTED&search=${encodeURIComponent(`${tag} %`)}`, { token })).body.totalCount).toBe(0);
    expect((await portal.rest('GET', `/vendors?status=SUBMITTED&search=${encodeURIComponent('100%')}`, { token })).body.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('pages by company, however many contacts each has', async () => {
    const tag = `Pg${Date.now().toString(36)}`;
    const em = portal.em();
    for (const n of ['A', 'B', 'C']) {
      const v = await createRegistration(portal, { status: 'SUBMITTED', companyName: `${tag} ${n}` });
      for (const position of [1, 2]) em.create(VendorContact, { vendor: v.id, position, email: `${n}${position}@example.com` });
    }
    await em.flush();
    const { body } = await portal.rest('GET', `/vendors?status=SUBMITTED&search=${tag}&sortField=companyName&sortOrder=ASC&limit=2`, {
      token: await portal.tokenFor('SYSTEM_ADMIN'),
    });
    expect(body.totalCount).toBe(3);
    // One row per company (only the primary contact is joined); a row carries only what the lists show.
    expect(body.vendors.map((v: { companyName: string }) => v.companyName)).toEqual([`${tag} A`, `${tag} B`]);
    expect(Object.keys(body.vendors[0]).sort()).toEqual(
      [
        'companyName',
        'createdAt',
        'prequalStatus',
        'primaryContactEmail',
        'primaryContactFirstName',
        'primaryContactLastName',
        'registrationStatus',
        'submittedAt',
        'taxId',
        'updatedAt',
        'vendorId',
      ].sort(),
    );
  });

  it('refuses a list with an unknown status or sort field (without a status, GET /vendors is the Companies list)', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    expect((await portal.rest('GET', '/vendors?status=NOPE', { token })).status).toBe(400);
    expect((await portal.rest('GET', '/vendors?status=DRAFT&sortField=taxId', { token })).status).toBe(400);
  });
});
