import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestFile } from '../../../test/harness.js';
import { createRegistration, EXE_BYTES, pdf, PDF_BYTES, validRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { startPortalOn, STORAGE_DRIVERS, type PortalOnStorage } from '../../../test/storage-drivers.js';
import { AuditLog } from '../audit/index.js';
import { VendorContact, Vendor } from '../companies/index.js';
import { StoredFile } from './stored-file.entity.js';

/** Uploads of the registration documents: streamed, checked, all or nothing (spec section 5; docs/architecture.md, rule 6). */
let portal: PortalOnStorage;

const DRAFT = `mutation($id:ID,$i:RegistrationInput!,$w9:Upload,$ref:Upload){
  saveRegistrationDraft(vendorId:$id,input:$i,w9File:$w9,generalContractReferencesDocument:$ref){ vendorId draftToken w9File { fileId name url } generalContractReferencesDocument { fileId name } }
}`;

/** A PDF of exactly `bytes` bytes: a real PDF header, then padding. */
function pdfOfSize(bytes: number, name = 'big.pdf'): TestFile {
  const content = new Uint8Array(bytes);
  content.set(PDF_BYTES.subarray(0, Math.min(PDF_BYTES.length, bytes)));
  return { name, content };
}

/** Objects in the store (on disk finished or partial). */
const storedObjects = () => portal.storedKeys();

/** Runs `attempt` and checks it left no vendor, no file row and no stored object behind. */
async function leavesNothing(companyName: string, attempt: () => Promise<void>) {
  const objects = await storedObjects();
  const files = await portal.em().count(StoredFile, {});
  await attempt();
  expect(await portal.em().count(Vendor, { companyName })).toBe(0);
  expect(await portal.em().count(StoredFile, {})).toBe(files);
  expect(await storedObjects()).toEqual(objects);
}

// Every upload, download and delete here runs on local disk and on an S3 server alike.
describe.each(STORAGE_DRIVERS)('on %s storage', (driver) => {
  beforeAll(async () => {
    portal = await startPortalOn(driver);
  });
  afterAll(() => portal?.stop());

  // Each test here sends 25-28 MB bodies, up to three in one test: beside the browser layer on a loaded machine one
  // test took past the suite's 30 s (a wait for the machine, not a slow portal); the assertions are unchanged.
  describe('refused uploads leave no row and no file', { timeout: 120_000 }, () => {
    it('refuses 25 MB + 1 byte through GraphQL with the specification message', async () => {
      await leavesNothing('Too Big GraphQL LLC', async () => {
        const res = await portal.gqlUpload(DRAFT, { i: { companyName: 'Too Big GraphQL LLC' } }, { w9: pdfOfSize(UPLOAD_MAX_BYTES + 1) });
        expect(res.body.errors[0].message).toBe('File size should be less than or equal to 25MB');
        expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { w9File: 'File size should be less than or equal to 25MB' } });
      });
    });

    it('refuses 25 MB + 1 byte over REST, and a far larger file on both (stopped while streaming)', async () => {
      await leavesNothing('Too Big Rest LLC', async () => {
        const res = await portal.restForm('POST', '/vendors', {
          fields: { mode: 'DRAFT', companyName: 'Too Big Rest LLC' },
          files: { w9File: pdfOfSize(UPLOAD_MAX_BYTES + 1) },
        });
        expect([res.status, res.body.errors]).toEqual([400, { w9File: 'File size should be less than or equal to 25MB' }]);
        const huge = pdfOfSize(UPLOAD_MAX_BYTES + 3 * 1024 * 1024);
        const rest = await portal.restForm('POST', '/vendors', {
          fields: { mode: 'DRAFT', companyName: 'Too Big Rest LLC' },
          files: { generalContractReferencesDocument: huge },
        });
        expect(rest.body.errors).toEqual({ generalContractReferencesDocument: 'File size should be less than or equal to 25MB' });
        const gql = await portal.gqlUpload(DRAFT, { i: { companyName: 'Too Big Rest LLC' } }, { ref: huge });
        expect(gql.body.errors[0].extensions.fieldErrors).toEqual({ generalContractReferencesDocument: 'File size should be less than or equal to 25MB' });
      });
    });

    it('accepts exactly 25 MB', async () => {
      const res = await portal.restForm('POST', '/vendors', {
        fields: { mode: 'DRAFT', companyName: 'Exactly Max LLC' },
        files: { w9File: pdfOfSize(UPLOAD_MAX_BYTES, 'max.pdf') },
      });
      expect(res.status).toBe(201);
      const row = await portal.em().findOneOrFail(StoredFile, { vendor: res.body.vendorId });
      expect(row.size).toBe(UPLOAD_MAX_BYTES);
    });

    it('refuses a renamed executable by its content ("Invalid file format")', async () => {
      await leavesNothing('Sneaky Exe LLC', async () => {
        const gql = await portal.gqlUpload(DRAFT, { i: { companyName: 'Sneaky Exe LLC' } }, { w9: { name: 'w9.pdf', content: EXE_BYTES } });
        expect(gql.body.errors[0].extensions.fieldErrors).toEqual({ w9File: 'Invalid file format' });
        const rest = await portal.restForm('POST', '/vendors', {
          fields: { mode: 'DRAFT', companyName: 'Sneaky Exe LLC' },
          files: { w9File: { name: 'scan.PNG', content: EXE_BYTES } },
        });
        expect([rest.status, rest.body.message]).toEqual([400, 'Invalid file format']);
      });
    });

    it('refuses an extension outside the list before reading the file, and an empty file', async () => {
      await leavesNothing('Wrong Name LLC', async () => {
        const exe = await portal.gqlUpload(DRAFT, { i: { companyName: 'Wrong Name LLC' } }, { w9: { name: 'w9.exe', content: PDF_BYTES } });
        expect(exe.body.errors[0].extensions.fieldErrors).toEqual({ w9File: 'Invalid file format' });
        const empty = await portal.gqlUpload(DRAFT, { i: { companyName: 'Wrong Name LLC' } }, { w9: { name: 'w9.pdf', content: new Uint8Array(0) } });
        expect(empty.body.errors[0].extensions.fieldErrors).toEqual({ w9File: 'File is required' });
      });
    });

    it('removes the stored files when the write itself fails', async () => {
      // Make the database refuse this one company, after the uploads are stored.
      const conn = portal.em().getConnection();
      await conn.execute(`create function refuse_explode() returns trigger language plpgsql as $$
        begin if new.company_name = 'Explode Inc' then raise exception 'refused for the test'; end if; return new; end $$`);
      await conn.execute(`create trigger refuse_explode before insert on vendor for each row execute function refuse_explode()`);
      try {
        await leavesNothing('Explode Inc', async () => {
          const res = await portal.gqlUpload(DRAFT, { i: { companyName: 'Explode Inc' } }, { w9: pdf(), ref: pdf('refs.pdf') });
          expect(res.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
        });
      } finally {
        await conn.execute('drop trigger refuse_explode on vendor');
      }
    });
  });

  // Storage plays no part in these: once is enough.
  describe.skipIf(driver !== 'disk')('malformed multipart requests', () => {
    it('answers a GraphQL upload whose file never came as bad input, not as a server error', async () => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: DRAFT, variables: { i: { companyName: 'No File LLC' }, w9: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.w9'] }));
      const res = await fetch(`${portal.url}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]).toMatchObject({ message: 'File missing in the request.', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await portal.em().count(Vendor, { companyName: 'No File LLC' })).toBe(0);
    });

    it('refuses more than two files in one GraphQL request', async () => {
      const res = await portal.gqlUpload(DRAFT, { i: { companyName: 'Three Files LLC' } }, { w9: pdf(), ref: pdf(), extra: pdf() });
      expect([res.status, res.body.errors[0]]).toEqual([400, { message: '2 max file uploads exceeded.', extensions: { code: 'BAD_USER_INPUT' } }]);
    });
  });

  describe('accepted uploads', () => {
    it('stores both documents from a GraphQL multipart request and serves them to those allowed', async () => {
      const res = await portal.gqlUpload(
        DRAFT,
        { i: { companyName: 'Docs Attached LLC' } },
        { w9: pdf('My W9.pdf'), ref: { name: 'references.docx', content: zipBytes() } },
      );
      const saved = res.body.data.saveRegistrationDraft;
      expect(saved.w9File).toEqual({ fileId: expect.any(String), name: 'My W9.pdf', url: `/api/v1/files/${saved.w9File.fileId}/content` });
      expect(saved.generalContractReferencesDocument.name).toBe('references.docx');

      const rows = await portal.em().find(StoredFile, { vendor: saved.vendorId }, { orderBy: { uploadedCategory: 'asc' } });
      expect(rows.map((r) => [r.uploadedArea, r.uploadedCategory, r.fileName, r.contentType, r.uploadedBy])).toEqual([
        ['REGISTRATION', 'REFERENCES', 'references.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'anonymous registrant'],
        ['REGISTRATION', 'W9', 'My W9.pdf', 'application/pdf', 'anonymous registrant'],
      ]);
      const objects = await storedObjects();
      expect(rows.every((r) => objects.includes(r.storageKey))).toBe(true);
      expect(await portal.em().count(AuditLog, { entityType: 'StoredFile', action: 'FILE_UPLOADED', entityId: { $in: rows.map((r) => r.id) } })).toBe(2);

      const anonymous = await fetch(`${portal.url}${saved.w9File.url}`);
      expect(anonymous.status).toBe(401);
      const download = await fetch(`${portal.url}${saved.w9File.url}`, { headers: { authorization: `Bearer ${await portal.tokenFor('PREQUAL_VIEWER')}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toContain('attachment');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    });

    it('replaces a document: the earlier version keeps its row and object (docs/file-versions.md)', async () => {
      const vendor = await createRegistration(portal, { status: 'APPROVED' });
      const old = await portal.em().findOneOrFail(StoredFile, { vendor: vendor.id, uploadedCategory: 'W9' });
      const res = await portal.restForm('PATCH', `/vendors/${vendor.id}`, {
        token: await portal.tokenFor('PREQUAL_REVIEWER'),
        fields: { source: 'generalInfo', noOfEmployees: '20' },
        files: { w9File: pdf('w9-2027.pdf') },
      });
      expect(res.status).toBe(200);
      expect(res.body.w9File.name).toBe('w9-2027.pdf');
      const now = await portal.em().find(StoredFile, { vendor: vendor.id }, { orderBy: { createdAt: 'asc' } });
      expect(now.map((f) => [f.fileName, f.replacedAt === null])).toEqual([
        [old.fileName, false],
        ['w9-2027.pdf', true],
      ]);
      expect(await storedObjects()).toEqual(expect.arrayContaining([old.storageKey, now[1]!.storageKey]));
      expect(await portal.em().count(AuditLog, { entityId: now[1]!.id, action: 'FILE_REPLACED' })).toBe(1);
    });

    it('submits over REST multipart with the W9 and arrays as repeated fields', async () => {
      const input = validRegistration();
      const res = await portal.restForm('POST', '/vendors', { fields: { ...input, regions: ['DC', 'NOVA'] }, files: { w9File: pdf() } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ registrationStatus: 'SUBMITTED', regions: ['DC', 'NOVA'], primaryContactFirstName: 'Dana', w9File: { name: 'w9.pdf' } });
    });

    it('deleting a draft removes its contacts, file rows and stored objects', async () => {
      const res = await portal.gqlUpload(DRAFT, { i: validRegistration({ companyName: 'Short Lived LLC' }) }, { w9: pdf() });
      // The anonymous registrant deletes its draft with the draft's secret, answered by the save that created it.
      const { vendorId, draftToken, w9File } = res.body.data.saveRegistrationDraft;
      const key = (await portal.em().findOneOrFail(StoredFile, { id: w9File.fileId })).storageKey;
      const del = await portal.gql('mutation($id:ID!,$t:String){ deleteRegistrationDraft(vendorId:$id,draftToken:$t) }', { id: vendorId, t: draftToken });
      expect(del.body.data.deleteRegistrationDraft).toBe(true);
      expect(await portal.em().count(Vendor, { id: vendorId })).toBe(0);
      expect(await portal.em().count(VendorContact, { vendor: vendorId })).toBe(0);
      expect(await portal.em().count(StoredFile, { id: w9File.fileId })).toBe(0);
      expect(await storedObjects()).not.toContain(key);
      const log = await portal.em().findOneOrFail(AuditLog, { entityId: vendorId, action: 'REGISTRATION_DRAFT_DELETED' });
      expect(log.changes).toMatchObject({ companyName: 'Short Lived LLC' });
    });
  });
});

/** The start of an OOXML document: a zip whose first entry is [Content_Types].xml. */
function zipBytes(): Uint8Array<ArrayBuffer> {
  const name = new TextEncoder().encode('[Content_Types].xml');
  const b = new Uint8Array(30 + name.length + 16);
  b.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]);
  b[26] = name.length;
  b.set(name, 30);
  return b;
}
