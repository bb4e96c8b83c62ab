import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFile } from '../../../test/fixtures/file-fixtures.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { pdf } from '../../../test/fixtures/onboarding-fixtures.js';
import { begunPrequal, completeAnswers } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';
import { StoredFile } from './stored-file.entity.js';
import { VENDOR_FILE_MESSAGES } from './vendor-file-changes.js';

/**
 * The vendor's file manager renames and deletes (files.edit for the company's admin): its own company's General and
 * Essential files only, never another company's, never a version a submitted (or approved) prequalification keeps,
 * and never delete a document a form still names. Staff keep their own rules.
 */
let portal: TestPortal;
let vendorId: string;
let vendorAdmin: string;
let vendorUser: string;
let other: string;
let staff: string;

const rename = (fileId: string, newName: string, token: string) => portal.rest('PUT', `/files/${fileId}/rename`, { token, body: { newName } });
const remove = (fileId: string, token: string) => portal.rest('DELETE', `/files/files/${fileId}`, { token });
const nameOf = async (fileId: string) => (await portal.em().findOne(StoredFile, { id: fileId }))?.fileName ?? null;

/** The company's cycle with its forms naming `fileId` (the safety form's programme), in `status`. */
async function cycleNaming(fileId: string, status: 'COMPLETED' | 'IN_PROGRESS'): Promise<void> {
  const { forms } = await begunPrequal(portal, vendorId);
  const em = portal.em();
  for (const form of forms) {
    await em.nativeUpdate(
      PrequalForm,
      { id: form.id },
      status === 'COMPLETED'
        ? { answers: completeAnswers(form.category, fileId), status: 'SUBMIT', departmentStatus: 'DEPARTMENT_APPROVED' }
        : { answers: completeAnswers(form.category, fileId), status: 'IN_PROGRESS' },
    );
  }
  await em.nativeUpdate(
    Prequalification,
    { vendor: vendorId },
    status === 'COMPLETED' ? { status: 'COMPLETED', finalStatus: 'FINAL_APPROVED', completedAt: new Date() } : { status: 'IN_PROGRESS' },
  );
  await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: status });
}

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  [vendorAdmin, vendorUser, other, staff] = await Promise.all([
    portal.tokenFor('VENDOR_ADMIN'),
    portal.tokenFor('VENDOR_USER'),
    portal.tokenFor('otherVendorAdmin'),
    portal.tokenFor('PREQUAL_REVIEWER'),
  ]);
});
afterAll(() => portal?.stop());

describe("the company admin's own files", () => {
  it('renames a General file (keeping its extension), audited', async () => {
    const fileId = await fixtureFile(portal, { name: 'insurance.pdf' });
    const res = await rename(fileId, 'Insurance 2027', vendorAdmin);
    expect([res.status, res.body.fileName]).toEqual([200, 'Insurance 2027.pdf']);
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'FILE_RENAMED', entityId: fileId });
    expect(log.changes).toMatchObject({ fileName: { from: 'insurance.pdf', to: 'Insurance 2027.pdf' } });
  });

  it('deletes a General file and an Essential file no form names: the rows and stored objects go', async () => {
    for (const area of ['GENERAL', 'ESSENTIAL'] as const) {
      const fileId = await fixtureFile(portal, { area });
      const key = (await portal.em().findOneOrFail(StoredFile, { id: fileId })).storageKey;
      expect((await remove(fileId, vendorAdmin)).status).toBe(200);
      expect(await portal.em().findOne(StoredFile, { id: fileId })).toBeNull();
      await expect(portal.storage.get(key)).rejects.toThrow();
    }
  });

  it("leaves the company form's documents (W9) to General Info", async () => {
    const fileId = await fixtureFile(portal, { area: 'REGISTRATION', name: 'w9.pdf' });
    const renamed = await rename(fileId, 'other', vendorAdmin);
    expect([renamed.status, renamed.body.message]).toEqual([403, VENDOR_FILE_MESSAGES.notInFileManager]);
    expect((await remove(fileId, vendorAdmin)).status).toBe(403);
    expect(await nameOf(fileId)).toBe('w9.pdf');
  });
});

describe('what the company admin may not change', () => {
  it("refuses another company's admin and a company user; the file stays as it was", async () => {
    const fileId = await fixtureFile(portal, { name: 'insurance.pdf' });
    for (const token of [other, vendorUser]) {
      expect((await rename(fileId, 'taken', token)).status).toBe(403);
      expect((await remove(fileId, token)).status).toBe(403);
      const gql = await portal.gql('mutation($f:ID!){ deleteFile(fileId:$f) }', { f: fileId }, token);
      expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await nameOf(fileId)).toBe('insurance.pdf');
  });

  it('keeps an Essential file of a COMPLETED prequalification read-only (409), while staff may still rename it', async () => {
    const fileId = await fixtureFile(portal, { area: 'ESSENTIAL', name: 'safety-program.pdf' });
    await cycleNaming(fileId, 'COMPLETED');
    const renamed = await rename(fileId, 'changed', vendorAdmin);
    expect([renamed.status, renamed.body.message]).toEqual([409, VENDOR_FILE_MESSAGES.submitted]);
    const deleted = await remove(fileId, vendorAdmin);
    expect([deleted.status, deleted.body.message]).toEqual([409, VENDOR_FILE_MESSAGES.submitted]);
    expect(await nameOf(fileId)).toBe('safety-program.pdf');
    // Staff are not held to the vendor's rule.
    expect((await rename(fileId, 'Reviewed program', staff)).status).toBe(200);

    // A new version is the vendor's to name; the approved version stays, so the document cannot be deleted.
    const res = await portal.restForm('POST', `/s3files/upload?fileId=${fileId}`, { files: { file: pdf('program-2027.pdf') }, token: vendorAdmin });
    expect(res.status).toBe(201);
    const current = res.body.fileId as string;
    expect((await rename(current, 'Program 2027', vendorAdmin)).status).toBe(200);
    expect((await remove(current, vendorAdmin)).status).toBe(409);
    expect(await nameOf(fileId)).toBe('Reviewed program.pdf');
  });

  it('renames an Essential file a form being answered names, but does not delete it (the answer would be left naming nothing)', async () => {
    const fileId = await fixtureFile(portal, { area: 'ESSENTIAL', name: 'draft-program.pdf' });
    await cycleNaming(fileId, 'IN_PROGRESS');
    expect((await rename(fileId, 'Draft program', vendorAdmin)).status).toBe(200);
    const deleted = await remove(fileId, vendorAdmin);
    expect([deleted.status, deleted.body.message]).toEqual([409, VENDOR_FILE_MESSAGES.answered]);
    expect(await nameOf(fileId)).toBe('Draft program.pdf');
  });
});
