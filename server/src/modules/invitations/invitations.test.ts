import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { INVITATION_FILE_MESSAGES, INVITATION_MAX_ROWS } from './invitation-csv.js';
import { InvitationsService } from './invitations.service.js';

/** Bulk invite through REST and GraphQL, on a real database, with mail read from the harness's SMTP server. */
let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('PREQUAL_ADMIN');
});
afterAll(() => portal?.stop());

const PREVIEW =
  'mutation($file:Upload!){ previewCompanyInvitations(file:$file){ invitedCount counts { invite alreadyRegistered draftExists duplicateInFile invalid } rows { rowNumber taxId companyName contactEmail outcome reason field existingStatus existingCompanyName } } }';
const SEND =
  'mutation($file:Upload!){ sendCompanyInvitations(file:$file){ invitedCount counts { invite alreadyRegistered draftExists duplicateInFile invalid } rows { rowNumber taxId outcome reason } } }';

type Row = {
  rowNumber: number;
  taxId: string;
  companyName: string;
  contactEmail: string;
  outcome: string;
  reason: string;
  field: string | null;
  existingStatus: string | null;
};
type Batch = { invitedCount: number; counts: Record<string, number>; rows: Row[]; message?: string };

const file = (content: string, name = 'companies.csv') => ({ file: { name, content } });
const previewRest = (content: string, name?: string) => portal.restForm<Batch>('POST', '/invitations/preview', { files: file(content, name), token: admin });
const sendRest = (content: string) => portal.restForm<Batch>('POST', '/invitations', { files: file(content), token: admin });
const previewGql = async (content: string) => {
  const a = await portal.gqlUpload<{ data: { previewCompanyInvitations: Batch }; errors?: { message: string; extensions: { code: string } }[] }>(
    PREVIEW,
    { file: null },
    file(content),
    admin,
  );
  return a.body;
};

async function vendorCount(): Promise<number> {
  return portal.em().count(Vendor, {});
}

async function addVendor(taxId: string, companyName: string, registrationStatus: Vendor['registrationStatus']): Promise<void> {
  const em = portal.em();
  em.persist(em.create(Vendor, { companyName, taxId, registrationStatus }));
  await em.flush();
}

describe('reading the file', () => {
  it('accepts common header spellings in any order, a byte-order mark, quotes, semicolons and tax IDs without the dash', async () => {
    const a = await previewRest('\uFEFFE-mail;Company;FEIN;Notes\n"ops@acme.test";"Acme; Sons";"123456789";x\n\nsales@beta.test;Beta LLC;12-7654321;\n');
    expect(a.status).toBe(200);
    expect(a.body.rows.map((r) => [r.rowNumber, r.taxId, r.companyName, r.contactEmail, r.outcome])).toEqual([
      [1, '12-3456789', 'Acme; Sons', 'ops@acme.test', 'INVITE'],
      [2, '12-7654321', 'Beta LLC', 'sales@beta.test', 'INVITE'],
    ]);
    const b = await previewGql('TAX_ID,company_name,Contact Email\n31-0000001,"Gamma, Inc.",gamma@example.test\n');
    expect(b.data.previewCompanyInvitations.rows[0]).toMatchObject({ taxId: '31-0000001', companyName: 'Gamma, Inc.', outcome: 'INVITE' });
  });

  it('says which column is missing, on REST and GraphQL', async () => {
    const a = await previewRest('Tax ID,Name\n12-3456789,Acme\n');
    expect(a.status).toBe(400);
    expect(a.body.message).toBe(INVITATION_FILE_MESSAGES.missingColumns(['Contact Email']));
    const b = await previewGql('Something\nx\n');
    expect(b.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(b.errors?.[0]?.message).toBe(INVITATION_FILE_MESSAGES.missingColumns(['Tax ID', 'Company Name', 'Contact Email']));
  });

  it('refuses a file with no rows, too many rows, too many bytes or the wrong type, and a request without a file', async () => {
    expect((await previewRest('Tax ID,Company Name,Email\n')).body.message).toBe(INVITATION_FILE_MESSAGES.empty);
    const many = [
      'Tax ID,Company Name,Email',
      ...Array.from({ length: INVITATION_MAX_ROWS + 1 }, (_, i) => `12-${String(i).padStart(7, '0')},C ${i},c${i}@x.test`),
    ].join('\n');
    expect((await previewRest(many)).body.message).toBe(INVITATION_FILE_MESSAGES.tooManyRows);
    const big = `Tax ID,Company Name,Email\n12-3456789,${'x'.repeat(1_000_100)},a@b.test\n`;
    const tooBig = await previewRest(big);
    expect([tooBig.status, tooBig.body.message]).toEqual([400, INVITATION_FILE_MESSAGES.tooLarge]);
    expect((await previewRest('a,b,c', 'companies.pdf')).body.message).toBe(INVITATION_FILE_MESSAGES.notCsv);
    const none = await portal.restForm('POST', '/invitations/preview', { fields: { x: '1' }, token: admin });
    expect([none.status, none.body.message]).toEqual([400, INVITATION_FILE_MESSAGES.noFile]);
  });
});

describe('the preview', () => {
  it('gives each row its outcome against existing companies, drafts, rows above and the rules, and writes nothing', async () => {
    await addVendor('41-1111111', 'Registered Roofing', 'APPROVED');
    await addVendor('41-2222222', 'Drafty Drywall', 'DRAFT');
    await addVendor('41-3333333', 'Waiting Windows', 'SUBMITTED');
    const before = await vendorCount();
    const content = [
      'Tax ID,Company Name,Contact Email',
      '41-1111111,Roofing Again,r@x.test',
      '412222222,Drywall Again,d@x.test',
      '41-3333333,Windows Again,w@x.test',
      '41-4444444,New Co,new@x.test',
      '41-4444444,New Co Twice,new2@x.test',
      '4-1,Bad Tax,bad@x.test',
      ',No Tax,no@x.test',
      '41-5555555,,noname@x.test',
      '41-6666666,No Mail,',
      '41-7777777,Bad Mail,not-an-email',
    ].join('\n');
    const a = await previewRest(content);
    expect(a.status).toBe(200);
    const rows = a.body.rows;
    expect(rows.map((r) => r.outcome)).toEqual([
      'ALREADY_REGISTERED',
      'DRAFT_EXISTS',
      'ALREADY_REGISTERED',
      'INVITE',
      'DUPLICATE_IN_FILE',
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
    ]);
    expect(rows[0]).toMatchObject({ existingStatus: 'APPROVED', reason: 'Registered Roofing is already registered with this Tax ID (approved).' });
    expect(rows[1]).toMatchObject({ taxId: '41-2222222', existingStatus: 'DRAFT' });
    expect(rows[1]!.reason).toMatch(/^A registration draft for Drafty Drywall has this Tax ID/);
    expect(rows[2]!.reason).toBe('Waiting Windows is already registered with this Tax ID (submitted and awaiting approval).');
    expect(rows[4]!.reason).toBe('Same Tax ID as row 4; only the first is invited.');
    expect(rows.slice(5).map((r) => [r.field, r.reason])).toEqual([
      ['taxId', 'Tax ID must be in the format NN-NNNNNNN'],
      ['taxId', 'Tax ID is required'],
      ['companyName', 'Company name is required.'],
      ['contactEmail', 'Email is required'],
      ['contactEmail', 'Email is not valid'],
    ]);
    expect(a.body.counts).toEqual({ invite: 1, alreadyRegistered: 2, draftExists: 1, duplicateInFile: 1, invalid: 5 });
    expect(a.body.invitedCount).toBe(0);
    expect(await vendorCount()).toBe(before);
  });
});

describe('statements', () => {
  it('compares a file of 300 companies with the database in one statement', async () => {
    await addVendor('45-0000007', 'Seven', 'APPROVED');
    const rows = Array.from({ length: 300 }, (_, i) => `45-${String(i).padStart(7, '0')},Company ${i},c${i}@x.test`);
    const knex = portal.orm.em.getConnection().getKnex();
    const sqls: string[] = [];
    const listener = (q: { sql: string }) => void sqls.push(q.sql);
    knex.on('query', listener);
    let a: Awaited<ReturnType<typeof previewRest>>;
    try {
      a = await previewRest(['Tax ID,Company Name,Email', ...rows].join('\n'));
    } finally {
      knex.removeListener('query', listener);
    }
    expect(a.status).toBe(200);
    expect(a.body.counts).toMatchObject({ invite: 299, alreadyRegistered: 1 });
    expect(sqls.filter((q) => /\bfrom "vendor"/.test(q))).toHaveLength(1);
  });
});

describe('sending', () => {
  it('creates one draft per new company with its audit entry, mails its contact a working link, and answers counts', async () => {
    await addVendor('42-1111111', 'Old Co', 'APPROVED');
    const content =
      'Tax ID,Company Name,Contact Email\n42-0000001,Invited One LLC,one@invited.test\n42-1111111,Old Co again,old@invited.test\n420000002,"Invited Two, Inc.",Two@Invited.test\n';
    const a = await sendRest(content);
    expect(a.status).toBe(201);
    expect(a.body.invitedCount).toBe(2);
    expect(a.body.counts).toMatchObject({ invite: 2, alreadyRegistered: 1 });
    expect(a.body.rows[0]!.reason).toBe('Invited: a registration draft was created and its contact mailed.');
    expect(a.body.rows[2]).toMatchObject({ taxId: '42-0000002', contactEmail: 'two@invited.test' });

    const em = portal.em();
    const drafts = await em.find(Vendor, { taxId: { $in: ['42-0000001', '42-0000002'] } }, { populate: ['contacts'], orderBy: { taxId: 'asc' } });
    expect(drafts.map((d) => [d.companyName, d.taxId, d.registrationStatus, d.contacts.getItems()[0]?.email])).toEqual([
      ['Invited One LLC', '42-0000001', 'DRAFT', 'one@invited.test'],
      ['Invited Two, Inc.', '42-0000002', 'DRAFT', 'two@invited.test'],
    ]);
    const audits = await em.find(AuditLog, { action: 'COMPANY_INVITED', entityId: { $in: drafts.map((d) => d.id) } });
    expect(audits).toHaveLength(2);
    expect(audits[0]!.performedBy).toBe(portal.users.PREQUAL_ADMIN.name);

    const mail = await portal.mail.waitFor('one@invited.test', /Invitation to register Invited One LLC/);
    expect(mail.text).toContain(`${portal.users.PREQUAL_ADMIN.name} has invited Invited One LLC to register`);
    expect(mail.html).toContain('Continue the registration of Invited One LLC');
    const link = /http:\/\/portal\.test\/vendor-registration#draft=([\w-]+)&token=([\w-]+)/.exec(mail.text ?? '');
    expect(link?.[1]).toBe(drafts[0]!.id);
    // The mailed secret opens the draft for its anonymous registrant.
    const opened = await portal.rest('GET', `/vendors/${link![1]}`, { headers: { 'x-draft-token': link![2]! } });
    expect(opened.status).toBe(200);
    expect(opened.body.companyName).toBe('Invited One LLC');
    await portal.mail.waitFor('two@invited.test', /Invitation to register/);
    expect(portal.mail.messages.some((m) => /old@invited\.test/i.test(JSON.stringify(m.to)))).toBe(false);

    // The same file again: both are drafts now, nobody is invited twice.
    const again = await sendRest(content);
    expect(again.body.invitedCount).toBe(0);
    expect(again.body.rows.map((r) => r.outcome)).toEqual(['DRAFT_EXISTS', 'ALREADY_REGISTERED', 'DRAFT_EXISTS']);
  });

  it('checks the rows again: a company registered after the preview is not invited', async () => {
    const content = 'Tax ID,Company Name,Contact Email\n43-0000001,Late Co,late@x.test\n43-0000002,Fresh Co,fresh@x.test\n';
    const preview = await previewGql(content);
    expect(preview.data.previewCompanyInvitations.counts.invite).toBe(2);
    await addVendor('43-0000001', 'Late Co (registered meanwhile)', 'SUBMITTED');
    const sent = await portal.gqlUpload<{ data: { sendCompanyInvitations: Batch } }>(SEND, { file: null }, file(content), admin);
    const batch = sent.body.data.sendCompanyInvitations;
    expect(batch.invitedCount).toBe(1);
    expect(batch.rows.map((r) => r.outcome)).toEqual(['ALREADY_REGISTERED', 'INVITE']);
    expect(await portal.em().count(Vendor, { taxId: '43-0000001' })).toBe(1);
    expect(await portal.em().count(Vendor, { taxId: '43-0000002', registrationStatus: 'DRAFT' })).toBe(1);
  });

  it('writes nothing for a file it refuses, and nothing when every row is skipped', async () => {
    const before = await vendorCount();
    const auditsBefore = await portal.em().count(AuditLog, { action: 'COMPANY_INVITED' });
    const bad = await sendRest('Tax ID,Company Name\n44-0000001,Nope\n');
    expect(bad.status).toBe(400);
    const skipped = await sendRest('Tax ID,Company Name,Email\n44-0000002,,x@y.test\n');
    expect([skipped.status, skipped.body.invitedCount, skipped.body.counts.invalid]).toEqual([201, 0, 1]);
    expect(await vendorCount()).toBe(before);
    expect(await portal.em().count(AuditLog, { action: 'COMPANY_INVITED' })).toBe(auditsBefore);
  });

  it("writes each invitation's mail in the transaction of its draft, and the mail queue sends it", async () => {
    const u = portal.users.SYSTEM_ADMIN;
    const actor = {
      userId: u.id,
      role: 'SYSTEM_ADMIN' as const,
      name: u.name,
      email: u.email,
      vendorId: null,
      tokenId: 't',
      tokenExpiresAt: new Date(Date.now() + 60_000),
    };
    // This service's own mailer is never called: the mail goes through the queue, worked by the portal's mailer.
    const mailer = { send: () => Promise.reject(new Error('not the outbox')), close: () => undefined };
    const service = new InvitationsService(portal.orm.em.fork(), { config: portal.config, mailer, logger: pino({ level: 'silent' }), jobs: portal.jobs });
    const content = 'Tax ID,Company Name,Contact Email\n46-0000001,Queued Co,queued@x.test\n';
    const batch = await service.send(actor, { filename: 'a.csv', createReadStream: () => Readable.from([Buffer.from(content)]) });
    expect(batch.invitedCount).toBe(1);
    expect(await portal.em().count(Vendor, { taxId: '46-0000001', registrationStatus: 'DRAFT' })).toBe(1);
    const [queued] = await portal
      .em()
      .execute<{ n: string }[]>(`select count(*) as n from pgboss.job where name = 'mail' and data->'payload'->>'to' = 'queued@x.test'`);
    expect(Number(queued!.n)).toBe(1);
    await portal.mail.waitFor('queued@x.test', /invit/i);
  });
});
