import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFile } from '../../../test/fixtures/file-fixtures.js';
import type { TestFile } from '../../../test/harness.js';
import { EXE_BYTES, pdf, PDF_BYTES } from '../../../test/fixtures/onboarding-fixtures.js';
import { startPortalOn, STORAGE_DRIVERS, type PortalOnStorage } from '../../../test/storage-drivers.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { addDays, todayInPortal } from './file-views.js';
import { StoredFile } from './stored-file.entity.js';
import { encodeLinkPart, signViewToken, VIEW_LINK_MESSAGES } from './view-links.js';

/** The file managers: lists, one file, rename, delete, replace, expiry, file links, folders. */
let portal: PortalOnStorage;
let admin: string;
let reviewer: string;
let viewer: string;
let vendorAdmin: string;
let vendorUser: string;
let other: string;
let demo: string;
let otherVendor: string;

/** A company of its own per test, so counts and pages are exact. */
async function company(name: string, registrationStatus: 'APPROVED' | 'SUBMITTED' = 'APPROVED'): Promise<string> {
  const em = portal.em();
  const v = em.create(Vendor, { companyName: name, registrationStatus, taxId: null });
  await em.flush();
  return v.id;
}

const storedObjects = () => portal.storedKeys();

function zipOf(): Uint8Array<ArrayBuffer> {
  const name = Buffer.from('a.txt');
  const data = Buffer.from('hello');
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(10, 4);
  h.writeUInt32LE(data.length, 18);
  h.writeUInt32LE(data.length, 22);
  h.writeUInt16LE(name.length, 26);
  return new Uint8Array(Buffer.concat([h, name, data]));
}
function bmpOf(): Uint8Array<ArrayBuffer> {
  const b = Buffer.alloc(64);
  b.write('BM', 0);
  b.writeUInt32LE(64, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  return new Uint8Array(b);
}

const upload = (token: string | null, query: string, file: TestFile) => portal.restForm('POST', `/s3files/upload?${query}`, { files: { file }, token });

// Uploads, previews, replacements and deletes run on local disk and on an S3 server alike.
describe.each(STORAGE_DRIVERS)('on %s storage', (driver) => {
  beforeAll(async () => {
    portal = await startPortalOn(driver);
    [admin, reviewer, viewer, vendorAdmin, vendorUser, other] = await Promise.all([
      portal.tokenFor('SYSTEM_ADMIN'),
      portal.tokenFor('PREQUAL_REVIEWER'),
      portal.tokenFor('PREQUAL_VIEWER'),
      portal.tokenFor('VENDOR_ADMIN'),
      portal.tokenFor('VENDOR_USER'),
      portal.tokenFor('otherVendorAdmin'),
    ]);
    demo = portal.users.VENDOR_ADMIN.vendor!.id;
    otherVendor = portal.users.otherVendorAdmin.vendor!.id;
  });
  afterAll(() => portal?.stop());

  // Storage plays no part here: once is enough.
  describe.skipIf(driver !== 'disk')("a company's files", () => {
    it('lists by tab, newest first, 25 a page, the type derived from the name; REST and GraphQL answer the same', async () => {
      const v = await company('Listing Files LLC');
      const ids: string[] = [];
      for (let i = 0; i < 27; i += 1) ids.push(await fixtureFile(portal, { vendorId: v, name: `doc-${String(i).padStart(2, '0')}.Pdf` }));
      await fixtureFile(portal, { vendorId: v, area: 'REGISTRATION', name: 'w9.pdf' });
      await fixtureFile(portal, { vendorId: v, area: 'ESSENTIAL', name: 'safety-program.docx' });
      // Newest first: make the order certain.
      const em = portal.em();
      const all = await em.find(StoredFile, { vendor: v });
      for (const [i, f] of all.entries()) await em.nativeUpdate(StoredFile, { id: f.id }, { updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });

      const page1 = await portal.rest('GET', `/files/vendor/${v}/files?limit=25&page=1&type=general`, { token: admin });
      expect(page1.status).toBe(200);
      expect(page1.body.totalCount).toBe(28);
      expect(page1.body.data).toHaveLength(25);
      const page2 = await portal.rest('GET', `/files/vendor/${v}/files?limit=25&page=2&type=GENERAL`, { token: admin });
      expect(page2.body.data).toHaveLength(3);
      const times = [...page1.body.data, ...page2.body.data].map((f: { updatedAt: string }) => f.updatedAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(page1.body.data[0]).toMatchObject({
        fileType: 'PDF',
        uploadedArea: expect.stringMatching(/GENERAL|REGISTRATION/),
        previewable: true,
        fileUrl: expect.stringMatching(/^\/api\/v1\/files\/.+\/content$/),
      });
      expect([...page1.body.data, ...page2.body.data].some((f: { uploadedArea: string }) => f.uploadedArea === 'REGISTRATION')).toBe(true);

      const essential = await portal.rest('GET', `/files/vendor/${v}/files?type=ESSENTIAL`, { token: admin });
      expect(essential.body).toMatchObject({ totalCount: 1, data: [{ fileName: 'safety-program.docx', fileType: 'DOCX', previewable: false }] });
      expect((await portal.rest('GET', `/files/vendor/${v}/files`, { token: admin })).body.totalCount).toBe(29);

      const gql = await portal.gql(
        `query($v:ID!){ vendorFiles(vendorId:$v, options:{ type:"GENERAL", page:1, limit:25 }){ totalCount data: items { fileId fileName fileType uploadedArea previewable } } }`,
        { v },
        admin,
      );
      expect(gql.body.data.vendorFiles.totalCount).toBe(28);
      expect(gql.body.data.vendorFiles.data.map((f: { fileId: string }) => f.fileId)).toEqual(page1.body.data.map((f: { fileId: string }) => f.fileId));
    });

    it('refuses a bad tab with its words, and a vendor reaching for another company (403) or an unknown file (404)', async () => {
      const bad = await portal.rest('GET', `/files/vendor/${demo}/files?type=OTHER`, { token: admin });
      expect([bad.status, bad.body.message]).toEqual([400, 'type must be GENERAL or ESSENTIAL']);
      expect((await portal.rest('GET', `/files/vendor/${demo}/files`, { token: other })).status).toBe(403);
      const theirs = await fixtureFile(portal, { vendorId: otherVendor });
      expect((await portal.rest('GET', `/files/files?fileId=${theirs}`, { token: vendorAdmin })).status).toBe(403);
      expect((await portal.rest('GET', `/files/files?fileId=00000000-0000-4000-8000-000000000000`, { token: admin })).status).toBe(404);
      expect((await portal.rest('GET', `/files/files?fileId=not-an-id`, { token: admin })).status).toBe(404);
      const own = await fixtureFile(portal);
      expect((await portal.rest('GET', `/files/files?fileId=${own}`, { token: vendorUser })).body).toMatchObject({ fileId: own, fileName: 'insurance.pdf' });
    });
  });

  describe('uploads into the file manager', () => {
    it('adds General documents of the wider list, checked by their content, with an expiry date', async () => {
      const xlsx = await upload(vendorAdmin, `uploadedArea=GENERAL&vendorId=${demo}&fileManagerUpload=true&expiresAt=2031-03-31`, {
        name: 'Bonding.xlsx',
        content: zipOf(),
      });
      expect(xlsx.status).toBe(201);
      expect(xlsx.body).toEqual({ name: 'Bonding.xlsx', fileId: expect.any(String), url: `/api/v1/files/${xlsx.body.fileId}/content` });
      const row = await portal.em().findOneOrFail(StoredFile, { id: xlsx.body.fileId });
      expect([row.uploadedArea, row.expiresAt]).toEqual(['GENERAL', '2031-03-31']);
      expect((await upload(vendorAdmin, `uploadedArea=GENERAL`, { name: 'figures.csv', content: 'a,b\n1,2\n' })).status).toBe(201);
      expect((await upload(admin, `uploadedArea=GENERAL&vendorId=${demo}`, { name: 'scan.bmp', content: bmpOf() })).status).toBe(201);
    });

    // 25 MB through an in-process S3 server that shares the test's process: 1.7 s alone, 12.7 s on a loaded CI machine,
    // once past 30 s. A limit for a hung upload, not a timing check.
    it('refuses what is not what its name says, other formats, 25 MB + 1 byte, a missing file and a bad date: nothing stored', { timeout: 120_000 }, async () => {
      const before = { rows: await portal.em().count(StoredFile, {}), objects: await storedObjects() };
      const q = `uploadedArea=GENERAL&vendorId=${demo}`;
      const exe = await upload(vendorAdmin, q, { name: 'certificate.pdf', content: EXE_BYTES });
      expect([exe.status, exe.body.message]).toEqual([400, 'Invalid file format']);
      const csvBinary = await upload(vendorAdmin, q, { name: 'list.csv', content: PDF_BYTES.map((b, i) => (i === 3 ? 0 : b)) });
      expect([csvBinary.status, csvBinary.body.message]).toEqual([400, 'Invalid file format']);
      const txt = await upload(vendorAdmin, q, { name: 'notes.txt', content: 'hello' });
      expect([txt.status, txt.body.message]).toEqual([400, 'Invalid file format']);
      const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
      big.set(PDF_BYTES);
      const tooBig = await upload(vendorAdmin, q, { name: 'big.pdf', content: big });
      expect([tooBig.status, tooBig.body.message]).toEqual([400, 'File size should be less than or equal to 25MB']);
      const none = await portal.restForm('POST', `/s3files/upload?${q}`, { token: vendorAdmin, fields: { note: 'no file' } });
      expect([none.status, none.body.message]).toEqual([400, 'File is required']);
      const date = await upload(vendorAdmin, `${q}&expiresAt=31/12/2030`, pdf('a.pdf'));
      expect([date.status, date.body.errors]).toEqual([400, { expiresAt: 'Expiry date must be a date (YYYY-MM-DD)' }]);
      expect(await portal.em().count(StoredFile, {})).toBe(before.rows);
      expect(await storedObjects()).toEqual(before.objects);
    });

    it('uploads and replaces through GraphQL too, with the same checks', async () => {
      const UPLOAD = `mutation($file:Upload!,$v:ID,$a:String,$f:ID,$e:String){ uploadCompanyFile(file:$file, vendorId:$v, uploadedArea:$a, fileId:$f, expiresAt:$e){ fileId fileName uploadedArea expiresAt } }`;
      const added = await portal.gqlUpload(UPLOAD, { v: demo, a: 'GENERAL', e: '2030-05-01' }, { file: pdf('Permit.pdf') }, vendorAdmin);
      expect(added.body.data.uploadCompanyFile).toMatchObject({ fileName: 'Permit.pdf', uploadedArea: 'GENERAL', expiresAt: '2030-05-01' });
      const fileId = added.body.data.uploadCompanyFile.fileId;
      const replaced = await portal.gqlUpload(
        UPLOAD,
        { f: fileId },
        { file: { name: 'Permit 2.png', content: new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')) } },
        admin,
      );
      // A new version: a new fileId, the earlier one kept (file-versions.test.ts).
      expect(replaced.body.data.uploadCompanyFile).toMatchObject({ fileName: 'Permit 2.png', expiresAt: null });
      expect(replaced.body.data.uploadCompanyFile.fileId).not.toBe(fileId);
      const refused = await portal.gqlUpload(UPLOAD, { v: demo, a: 'GENERAL' }, { file: { name: 'fake.pdf', content: EXE_BYTES } }, vendorAdmin);
      expect(refused.body.errors[0]).toMatchObject({ message: 'Invalid file format', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('a vendor user, a viewer or another company cannot add documents', async () => {
      expect((await upload(vendorUser, `uploadedArea=GENERAL&vendorId=${demo}`, pdf('a.pdf'))).status).toBe(403);
      expect((await upload(viewer, `uploadedArea=GENERAL&vendorId=${demo}`, pdf('a.pdf'))).status).toBe(403);
      expect((await upload(other, `uploadedArea=GENERAL&vendorId=${demo}`, pdf('a.pdf'))).status).toBe(403);
    });

    it('replaces an Essential file with a new version: a new fileId, new name and content, the earlier version and its content kept, audited', async () => {
      const fileId = await fixtureFile(portal, { area: 'ESSENTIAL', name: 'old-program.pdf', expiresAt: '2020-01-01' });
      const oldKey = (await portal.em().findOneOrFail(StoredFile, { id: fileId })).storageKey;
      const res = await upload(vendorAdmin, `uploadedArea=ESSENTIAL&vendorId=${demo}&fileId=${fileId}&expiresAt=2032-06-30`, {
        name: 'new-program.png',
        content: new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'new-program.png' });
      const next = res.body.fileId as string;
      expect(next).not.toBe(fileId);
      const row = await portal.em().findOneOrFail(StoredFile, { id: next });
      expect([row.fileName, row.uploadedArea, row.contentType, row.expiresAt, row.previousVersionId]).toEqual([
        'new-program.png',
        'ESSENTIAL',
        'image/png',
        '2032-06-30',
        fileId,
      ]);
      const earlier = await portal.em().findOneOrFail(StoredFile, { id: fileId });
      expect([earlier.fileName, earlier.storageKey, earlier.expiresAt]).toEqual(['old-program.pdf', oldKey, '2020-01-01']);
      expect(await storedObjects()).toContain(oldKey);
      expect(await storedObjects()).toContain(row.storageKey);
      const log = await portal.em().findOneOrFail(AuditLog, { entityId: next, action: 'FILE_REPLACED' });
      expect(log.changes).toMatchObject({ fileId: { from: fileId, to: next }, fileName: { from: 'old-program.pdf', to: 'new-program.png' } });
    });

    it("refuses a replacement of another company's file and a refused replacement keeps the file as it was", async () => {
      const theirs = await fixtureFile(portal, { vendorId: otherVendor, area: 'ESSENTIAL' });
      expect((await upload(vendorAdmin, `fileId=${theirs}`, pdf('x.pdf'))).status).toBe(403);
      expect((await upload(vendorAdmin, `fileId=${theirs}&vendorId=${demo}`, pdf('x.pdf'))).status).toBe(403);
      const mine = await fixtureFile(portal, { area: 'ESSENTIAL', name: 'keep.pdf' });
      const bad = await upload(vendorAdmin, `fileId=${mine}`, { name: 'keep.pdf', content: EXE_BYTES });
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid file format']);
      const row = await portal.em().findOneOrFail(StoredFile, { id: mine });
      expect(row.fileName).toBe('keep.pdf');
      expect(await storedObjects()).toContain(row.storageKey);
    });
  });

  describe('rename and delete', () => {
    it('renames keeping the extension (PUT and POST), audited; "File Name is required"; at most 255 characters', async () => {
      const fileId = await fixtureFile(portal, { name: 'Insurance 2026.pdf' });
      const put = await portal.rest('PUT', `/files/${fileId}/rename`, { token: reviewer, body: { newName: '  Insurance 2027 ' } });
      expect([put.status, put.body.fileName]).toEqual([200, 'Insurance 2027.pdf']);
      const post = await portal.rest('POST', `/files/${fileId}/rename`, { token: admin, body: { newName: 'Certificate.PDF' } });
      expect(post.body.fileName).toBe('Certificate.PDF');
      const gql = await portal.gql(`mutation($f:ID!){ renameFile(fileId:$f, newName:"Policy.docx"){ fileName fileType } }`, { f: fileId }, admin);
      expect(gql.body.data.renameFile).toEqual({ fileName: 'Policy.docx.pdf', fileType: 'PDF' });
      const logs = await portal.em().find(AuditLog, { entityId: fileId, action: 'FILE_RENAMED' }, { orderBy: { performedAt: 'asc' } });
      expect(logs.map((l) => (l.changes as { fileName: { to: string } }).fileName.to)).toEqual(['Insurance 2027.pdf', 'Certificate.PDF', 'Policy.docx.pdf']);

      const blank = await portal.rest('PUT', `/files/${fileId}/rename`, { token: admin, body: { newName: '   ' } });
      expect([blank.status, blank.body.message, blank.body.errors]).toEqual([400, 'File Name is required', { newName: 'File Name is required' }]);
      const blankGql = await portal.gql(`mutation($f:ID!){ renameFile(fileId:$f, newName:""){ fileName } }`, { f: fileId }, admin);
      expect(blankGql.body.errors[0]).toMatchObject({ message: 'File Name is required', extensions: { code: 'BAD_USER_INPUT' } });
      const long = await portal.rest('PUT', `/files/${fileId}/rename`, { token: admin, body: { newName: 'x'.repeat(252) } });
      expect([long.status, long.body.message]).toEqual([400, 'File Name must be at most 255 characters']);
      expect((await portal.rest('PUT', `/files/${fileId}/rename`, { token: admin, body: { newName: 'x'.repeat(251) } })).body.fileName).toHaveLength(255);
      const slash = await portal.rest('PUT', `/files/${fileId}/rename`, { token: admin, body: { newName: '../etc' } });
      expect(slash.status).toBe(400);
      expect((await portal.rest('PUT', `/files/${fileId}/rename`, { token: viewer, body: { newName: 'a' } })).status).toBe(403);
      // The company's own admin may rename its files (vendor-file-changes.test.ts); a company user and another company's admin may not.
      expect((await portal.rest('PUT', `/files/${fileId}/rename`, { token: vendorUser, body: { newName: 'a' } })).status).toBe(403);
      expect((await portal.rest('PUT', `/files/${fileId}/rename`, { token: other, body: { newName: 'a' } })).status).toBe(403);
    });

    it('deletes the row, its stored content after the commit, and audits it', async () => {
      const fileId = await fixtureFile(portal, { name: 'gone.pdf' });
      const key = (await portal.em().findOneOrFail(StoredFile, { id: fileId })).storageKey;
      expect((await portal.rest('DELETE', `/files/files/${fileId}`, { token: viewer })).status).toBe(403);
      const res = await portal.rest('DELETE', `/files/files/${fileId}`, { token: admin });
      expect(res.status).toBe(200);
      expect(await portal.em().count(StoredFile, { id: fileId })).toBe(0);
      expect(await storedObjects()).not.toContain(key);
      expect(await portal.em().count(AuditLog, { entityId: fileId, action: 'FILE_DELETED' })).toBe(1);
      expect((await portal.rest('DELETE', `/files/files/${fileId}`, { token: admin })).status).toBe(404);
      const viaGql = await fixtureFile(portal);
      expect((await portal.gql(`mutation($f:ID!){ deleteFile(fileId:$f) }`, { f: viaGql }, admin)).body.data.deleteFile).toBe(true);
    });
  });

  describe('file links', () => {
    it('opens one file with a short-lived token: inline with mode=view, else as an attachment; no session in the link', async () => {
      const fileId = await fixtureFile(portal, { name: 'Certificat é.pdf' });
      const link = await portal.rest('GET', `/files/${fileId}/view-link?mode=view`, { token: vendorUser });
      expect(link.status).toBe(200);
      const url = new URL(link.body.url, 'http://x');
      expect(url.pathname).toBe('/api/v1/s3files/view');
      expect([...url.searchParams.keys()].sort()).toEqual(['authToken', 's3FilePath', 'mode'].sort());
      expect(Buffer.from(url.searchParams.get('s3FilePath')!, 'base64').toString()).toBe(fileId);
      expect(link.body.url).not.toContain(vendorUser);
      const linkToken = Buffer.from(url.searchParams.get('authToken')!, 'base64').toString();
      expect(linkToken).not.toBe(vendorUser);
      const minutes = (new Date(link.body.expiresAt).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(3);
      expect(minutes).toBeLessThanOrEqual(5);

      const opened = await fetch(`${portal.url}${link.body.url}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="Certificat _.pdf"; filename\*=UTF-8''Certificat%20%C3%A9.pdf$/);
      expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF_BYTES);

      const download = await portal.gql(`query($f:ID!){ fileViewLink(fileId:$f){ url } }`, { f: fileId }, admin);
      const attached = await fetch(`${portal.url}${download.body.data.fileViewLink.url}`);
      expect(attached.headers.get('content-disposition')).toMatch(/^attachment;/);
    });

    it('refuses an expired link, a link for another file, a session token as the link token, and a deleted file', async () => {
      const fileId = await fixtureFile(portal);
      const otherFile = await fixtureFile(portal);
      const old = await signViewToken(portal.config.JWT_SECRET, { id: fileId, vendorId: demo }, new Date(Date.now() - 6 * 60_000));
      const expired = await portal.rest('GET', `/s3files/view?s3FilePath=${encodeLinkPart(fileId)}&authToken=${encodeLinkPart(old.token)}&mode=view`);
      expect([expired.status, expired.body.message]).toEqual([403, VIEW_LINK_MESSAGES.expired]);
      const fresh = await signViewToken(portal.config.JWT_SECRET, { id: fileId, vendorId: demo });
      const wrongFile = await portal.rest('GET', `/s3files/view?s3FilePath=${encodeLinkPart(otherFile)}&authToken=${encodeLinkPart(fresh.token)}`);
      expect([wrongFile.status, wrongFile.body.message]).toEqual([403, VIEW_LINK_MESSAGES.otherFile]);
      const session = await portal.rest('GET', `/s3files/view?s3FilePath=${encodeLinkPart(fileId)}&authToken=${encodeLinkPart(admin)}`);
      expect([session.status, session.body.message]).toEqual([403, VIEW_LINK_MESSAGES.invalid]);
      const garbage = await portal.rest('GET', `/s3files/view?s3FilePath=%%%&authToken=abc`);
      expect(garbage.status).toBe(403);
      await portal.rest('DELETE', `/files/files/${fileId}`, { token: admin });
      expect((await portal.rest('GET', `/s3files/view?s3FilePath=${encodeLinkPart(fileId)}&authToken=${encodeLinkPart(fresh.token)}`)).status).toBe(404);
      // A vendor cannot even ask for a link to another company's file.
      const theirs = await fixtureFile(portal, { vendorId: otherVendor });
      expect((await portal.rest('GET', `/files/${theirs}/view-link`, { token: vendorAdmin })).status).toBe(403);
    });
  });

  // Storage plays no part here: once is enough.
  describe.skipIf(driver !== 'disk')('document expiry', () => {
    it('flags expired and expiring documents, sets and clears the date (audited), and the dashboard counts them', async () => {
      const today = todayInPortal();
      const expiringDocuments = async () => (await portal.gql('{ dashboard { expiringDocuments } }', {}, admin)).body.data.dashboard.expiringDocuments as number;
      const before = await expiringDocuments();
      const v = await company('Expiring Docs Co');
      const expired = await fixtureFile(portal, { vendorId: v, name: 'old-licence.pdf', expiresAt: addDays(today, -1) });
      const soon = await fixtureFile(portal, { vendorId: v, name: 'coi.pdf', expiresAt: addDays(today, 30) });
      const later = await fixtureFile(portal, { vendorId: v, name: 'later.pdf', expiresAt: addDays(today, 31) });
      await fixtureFile(portal, { vendorId: v, name: 'never.pdf' });
      const list = await portal.rest('GET', `/files/vendor/${v}/files`, { token: admin });
      const status = Object.fromEntries(list.body.data.map((f: { fileName: string; expiryStatus: string | null }) => [f.fileName, f.expiryStatus]));
      expect(status).toEqual({ 'old-licence.pdf': 'EXPIRED', 'coi.pdf': 'EXPIRING_SOON', 'later.pdf': null, 'never.pdf': null });
      expect(await expiringDocuments()).toBe(before + 2);

      const set = await portal.rest('PUT', `/files/${later}/expiry`, { token: admin, body: { expiresAt: addDays(today, 10) } });
      expect(set.body).toMatchObject({ expiresAt: addDays(today, 10), expiryStatus: 'EXPIRING_SOON' });
      const cleared = await portal.gql(`mutation($f:ID!){ setFileExpiry(fileId:$f, expiresAt:null){ expiresAt expiryStatus } }`, { f: expired }, admin);
      expect(cleared.body.data.setFileExpiry).toEqual({ expiresAt: null, expiryStatus: null });
      expect(await portal.em().count(AuditLog, { entityId: { $in: [later, expired] }, action: 'FILE_EXPIRY_CHANGED' })).toBe(2);
      const bad = await portal.rest('PUT', `/files/${soon}/expiry`, { token: admin, body: { expiresAt: '2030-02-30' } });
      expect([bad.status, bad.body.errors]).toEqual([400, { expiresAt: 'Expiry date must be a date (YYYY-MM-DD)' }]);
      // The company's admin sets its own documents' dates, never another company's.
      const own = await fixtureFile(portal);
      expect((await portal.rest('PUT', `/files/${own}/expiry`, { token: vendorAdmin, body: { expiresAt: '2030-01-01' } })).status).toBe(200);
      expect((await portal.rest('PUT', `/files/${own}/expiry`, { token: other, body: { expiresAt: '2030-01-01' } })).status).toBe(403);
      expect((await portal.rest('PUT', `/files/${own}/expiry`, { token: vendorUser, body: { expiresAt: '2030-01-01' } })).status).toBe(403);
    });
  });

  // Storage plays no part here: once is enough.
  describe.skipIf(driver !== 'disk')("the admin file manager's folders", () => {
    it('lists approved companies only, by name, 28 a page, searched, each with its number of files', async () => {
      for (let i = 0; i < 30; i += 1) await company(`Folder Test ${String(i).padStart(2, '0')}`);
      const pending = await company('Folder Test Pending', 'SUBMITTED');
      const withFiles = await company('Folder Test Files');
      await fixtureFile(portal, { vendorId: withFiles });
      await fixtureFile(portal, { vendorId: withFiles });
      const page1 = await portal.rest('GET', '/files/folders?search=folder test', { token: viewer });
      expect(page1.status).toBe(200);
      expect(page1.body.totalCount).toBe(31);
      expect(page1.body.data).toHaveLength(28);
      const names = page1.body.data.map((f: { companyName: string }) => f.companyName);
      expect(names).toEqual([...names].sort());
      expect(names).not.toContain('Folder Test Pending');
      const page2 = await portal.gql(
        `{ fileFolders(options:{ search:"folder test", page:2 }){ totalCount data: items { vendorId companyName fileCount } } }`,
        {},
        viewer,
      );
      expect(page2.body.data.fileFolders.data).toHaveLength(3);
      expect([...page1.body.data, ...page2.body.data.fileFolders.data].find((f: { vendorId: string }) => f.vendorId === withFiles)).toMatchObject({ fileCount: 2 });
      expect([...page1.body.data, ...page2.body.data.fileFolders.data].some((f: { vendorId: string }) => f.vendorId === pending)).toBe(false);
      const all = await portal.rest('GET', '/files/folders', { token: admin });
      expect(all.body.data).toHaveLength(28);
      const one = await portal.gql(`query($v:ID!){ fileFolder(vendorId:$v){ companyName fileCount } }`, { v: withFiles }, viewer);
      expect(one.body.data.fileFolder).toEqual({ companyName: 'Folder Test Files', fileCount: 2 });
      expect((await portal.rest('GET', `/files/folders/${pending}`, { token: admin })).status).toBe(404);
    });
  });
});
