import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, pdf, PDF_BYTES } from '../../../test/fixtures/onboarding-fixtures.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { startPortalOn, STORAGE_DRIVERS, type PortalOnStorage } from '../../../test/storage-drivers.js';
import { AuditLog } from '../audit/index.js';
import { StoredFile } from './stored-file.entity.js';

/** POST /s3files/upload?uploadedArea=ESSENTIAL: the prequalification forms' uploads into the company's files. */
let portal: PortalOnStorage;
let vendorId: string;

const upload = async (
  file: { name: string; content: Uint8Array<ArrayBuffer> | string } | null,
  query = `uploadedArea=ESSENTIAL`,
  who: 'VENDOR_ADMIN' | 'SYSTEM_ADMIN' = 'VENDOR_ADMIN',
) => portal.restForm('POST', `/s3files/upload?${query}`, { files: file ? { file } : {}, fields: file ? {} : { note: 'no file' }, token: await portal.tokenFor(who) });

const storedObjects = () => portal.storedKeys();

/** Runs `attempt` and checks it left no file row and no stored object behind. */
async function leavesNothing(attempt: () => Promise<void>) {
  const objects = await storedObjects();
  const rows = await portal.em().count(StoredFile, {});
  await attempt();
  expect(await portal.em().count(StoredFile, {})).toBe(rows);
  expect(await storedObjects()).toEqual(objects);
}

// Every upload, download and refusal here runs on local disk and on an S3 server alike.
describe.each(STORAGE_DRIVERS)('on %s storage', (driver) => {
  beforeAll(async () => {
    portal = await startPortalOn(driver);
    vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  });
  afterAll(() => portal?.stop());

  describe('Essential uploads', () => {
    it("stores the file in the vendor's own company, area ESSENTIAL, answering { url, fileId } (and its name)", async () => {
      const res = await upload(pdf('Safety Program 2026.pdf'));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ url: `/api/v1/files/${res.body.fileId}/content`, fileId: expect.any(String), name: 'Safety Program 2026.pdf' });
      const row = await portal.em().findOneOrFail(StoredFile, { id: res.body.fileId });
      expect([row.vendor.id, row.uploadedArea, row.fileName, row.uploadedBy]).toEqual([
        vendorId,
        'ESSENTIAL',
        'Safety Program 2026.pdf',
        portal.users.VENDOR_ADMIN.name,
      ]);
      const log = await portal.em().findOneOrFail(AuditLog, { action: 'FILE_UPLOADED', entityId: row.id });
      expect(log.changes).toMatchObject({ vendorId, uploadedArea: 'ESSENTIAL' });

      const content = await portal.rest('GET', `/files/${res.body.fileId}/content`, { token: await portal.tokenFor('VENDOR_USER') });
      expect(content.status).toBe(200);
      expect(content.body).toContain('%PDF-1.4');
    });

    // Storage plays no part here: once is enough.
    it.skipIf(driver !== 'disk')('and its fileId answers a prequalification form', async () => {
      const { instance, forms } = await begunPrequal(portal, vendorId);
      const res = await upload(pdf('program.pdf'));
      const saved = await portal.rest('POST', '/vendor/prequal', {
        token: await portal.tokenFor('VENDOR_ADMIN'),
        body: {
          formTemplate: { category: 'SAFETY' },
          formFields: [{ slug: 'safetyProgram', type: 'fileInput', props: {}, userInput: res.body.fileId }],
          status: 'DRAFT',
          version: forms[0]!.version,
          instance,
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.fields.find((f: { slug: string }) => f.slug === 'safetyProgram').userInput).toBe(res.body.fileId);
    });

    it('staff upload for a company they name', async () => {
      const named = await upload(pdf('bond.pdf'), `uploadedArea=ESSENTIAL&vendorId=${vendorId}`, 'SYSTEM_ADMIN');
      expect(named.status).toBe(201);
      expect((await portal.em().findOneOrFail(StoredFile, { id: named.body.fileId })).vendor.id).toBe(vendorId);
      await leavesNothing(async () => {
        const unnamed = await upload(pdf('bond.pdf'), 'uploadedArea=ESSENTIAL', 'SYSTEM_ADMIN');
        expect(unnamed.status).toBe(400);
      });
    });

    it('refuses with the specification messages, leaving no row and no stored file', async () => {
      await leavesNothing(async () => {
        const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
        big.set(PDF_BYTES);
        const tooBig = await upload({ name: 'big.pdf', content: big });
        expect(tooBig.status).toBe(400);
        expect(tooBig.body).toMatchObject({
          message: 'File size should be less than or equal to 25MB',
          errors: { file: 'File size should be less than or equal to 25MB' },
        });

        const exe = await upload({ name: 'setup.exe', content: EXE_BYTES });
        expect(exe.body.message).toBe('Invalid file format');
        const disguised = await upload({ name: 'program.pdf', content: EXE_BYTES });
        expect(disguised.body.message).toBe('Invalid file format');
        const none = await upload(null);
        expect(none.body.message).toBe('File is required');
        const area = await upload(pdf(), 'uploadedArea=SECRET');
        expect([area.status, area.body.errors]).toEqual([400, { uploadedArea: 'uploadedArea must be ESSENTIAL or GENERAL' }]);
      });
    });
  });
});
