import type { FormField } from '@portal/common/forms/field-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestFile } from '../../../test/harness.js';
import { PDF_BYTES } from '../../../test/fixtures/onboarding-fixtures.js';
import { addTemplateVersion, begunPrequal, completeAnswers, formsOf, TEST_FIELDS, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { startPortalOn, STORAGE_DRIVERS, type PortalOnStorage } from '../../../test/storage-drivers.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';
import { StoredFile } from './stored-file.entity.js';

/**
 * Files are versions, never overwritten (docs/file-versions.md): a replacement keeps the earlier content, a
 * submitted or approved form keeps the version it was submitted with, staff see every version with its date.
 */
let portal: PortalOnStorage;
let vendorId: string;
let vendorAdmin: string;
let reviewer: string;
let other: string;

/** The financial form of these tests asks for a document, as the portal's own financial form does. */
const FINANCIAL_WITH_FILE: FormField[] = [
  ...TEST_FIELDS.FINANCIAL,
  { slug: 'financialStatements', type: 'fileInput', props: { label: 'Audited financial statements', uploadedArea: 'ESSENTIAL' } },
];

/** A PDF whose content names itself, so two versions' contents tell apart. */
const pdfSaying = (name: string, words: string): TestFile => ({
  name,
  content: new Uint8Array([...PDF_BYTES, ...new TextEncoder().encode(`% ${words}\n`)]),
});

const upload = (token: string, query: string, file: TestFile) => portal.restForm('POST', `/s3files/upload?${query}`, { files: { file }, token });
const contentOf = async (fileId: string, token = reviewer) => (await portal.rest('GET', `/files/${fileId}/content`, { token })).body as string;
const financialForm = async () => (await formsOf(portal, vendorId)).find((f) => f.category === 'FINANCIAL')!;

/**
 * The demo company, COMPLETED and FINAL_APPROVED, its forms submitted through the API with `fileId` as the
 * financial form's statements (and the safety form's documents), every department approved.
 */
async function approvedWith(fileId: string): Promise<void> {
  const { instance, forms } = await begunPrequal(portal, vendorId);
  const answers = forms.map((f) => ({
    category: f.category,
    answers: f.category === 'FINANCIAL' ? { ...completeAnswers('FINANCIAL', fileId), financialStatements: fileId } : completeAnswers(f.category, fileId),
    version: f.version,
  }));
  const submitted = await portal.gql(
    'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }',
    { v: vendorId, i: instance, f: answers },
    vendorAdmin,
  );
  expect(submitted.body.data?.submitPrequalForms.prequalStatus).toBe('ADMIN_REVIEW_PENDING');
  const em = portal.em();
  const completedAt = new Date();
  // An earlier month's cycle, so a renewal this month is a new one.
  await em.nativeUpdate(Prequalification, { vendor: vendorId }, { cycle: '2025-01', status: 'COMPLETED', finalStatus: 'FINAL_APPROVED', completedAt });
  await em.nativeUpdate(PrequalForm, { prequalification: { vendor: vendorId } }, { departmentStatus: 'DEPARTMENT_APPROVED', decidedAt: completedAt });
  await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'COMPLETED' });
}

describe.each(STORAGE_DRIVERS)('on %s storage', (driver) => {
  beforeAll(async () => {
    portal = await startPortalOn(driver);
    vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    [vendorAdmin, reviewer, other] = await Promise.all([portal.tokenFor('VENDOR_ADMIN'), portal.tokenFor('PREQUAL_REVIEWER'), portal.tokenFor('otherVendorAdmin')]);
    await useTestTemplates(portal);
    await addTemplateVersion(portal.em(), 'FINANCIAL', FINANCIAL_WITH_FILE);
  });
  afterAll(() => portal?.stop());

  it("an approved company's replacement of its approved financial form's file leaves the approved form, its content and the stored object as they were", async () => {
    const first = await upload(vendorAdmin, 'uploadedArea=ESSENTIAL', pdfSaying('Financials 2025.pdf', 'audited 2025'));
    expect(first.status).toBe(201);
    const original = first.body.fileId as string;
    await approvedWith(original);
    const originalKey = (await portal.em().findOneOrFail(StoredFile, { id: original })).storageKey;

    const res = await upload(vendorAdmin, `fileId=${original}`, pdfSaying('Financials 2026.pdf', 'unaudited 2026'));
    expect(res.status).toBe(201);
    const replacement = res.body.fileId as string;
    expect(replacement).not.toBe(original);
    expect(res.body).toMatchObject({ name: 'Financials 2026.pdf', url: `/api/v1/files/${replacement}/content` });

    // The approved cycle is untouched: its form names the version it was approved with, whose content is unchanged.
    const form = await financialForm();
    expect([form.status, form.answers.financialStatements]).toEqual(['SUBMIT', original]);
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('COMPLETED');
    expect(await contentOf(original)).toContain('audited 2025');
    expect(await contentOf(replacement)).toContain('unaudited 2026');
    // Storage still holds the earlier version's object beside the new one.
    const kept = await portal.em().findOneOrFail(StoredFile, { id: original });
    expect(kept.storageKey).toBe(originalKey);
    expect(kept.replacedAt).toBeInstanceOf(Date);
    expect(await portal.storedKeys()).toEqual(expect.arrayContaining([originalKey, (await portal.em().findOneOrFail(StoredFile, { id: replacement })).storageKey]));

    // The audit entry names both versions.
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'FILE_REPLACED', entityId: replacement });
    expect(log.changes).toMatchObject({
      vendorId,
      fileId: { from: original, to: replacement },
      fileName: { from: 'Financials 2025.pdf', to: 'Financials 2026.pdf' },
      formsFollowing: [],
    });
  });
});

describe('versions', () => {
  beforeAll(async () => {
    portal = await startPortalOn('disk');
    vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    [vendorAdmin, reviewer, other] = await Promise.all([portal.tokenFor('VENDOR_ADMIN'), portal.tokenFor('PREQUAL_REVIEWER'), portal.tokenFor('otherVendorAdmin')]);
    await useTestTemplates(portal);
    await addTemplateVersion(portal.em(), 'FINANCIAL', FINANCIAL_WITH_FILE);
  });
  afterAll(() => portal?.stop());

  /** An approved company whose financial statements were replaced once: [earlier, current] fileIds. */
  async function replacedAfterApproval(): Promise<[string, string]> {
    const first = await upload(vendorAdmin, 'uploadedArea=ESSENTIAL', pdfSaying('Statements v1.pdf', 'v1'));
    await approvedWith(first.body.fileId);
    const second = await upload(vendorAdmin, `fileId=${first.body.fileId}`, pdfSaying('Statements v2.pdf', 'v2'));
    expect(second.status).toBe(201);
    return [first.body.fileId, second.body.fileId];
  }

  it('staff see every version with its upload date, in the list (REST and GraphQL) and for one file; the list shows the document once', async () => {
    const [v1, v2] = await replacedAfterApproval();
    const list = await portal.rest('GET', `/files/vendor/${vendorId}/files?type=ESSENTIAL&limit=100`, { token: reviewer });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((f: { fileId: string }) => f.fileId);
    expect(ids).toContain(v2);
    expect(ids).not.toContain(v1);
    const row = list.body.data.find((f: { fileId: string }) => f.fileId === v2);
    expect(row.current).toBe(true);
    expect(row.versions).toEqual([
      expect.objectContaining({ fileId: v2, fileName: 'Statements v2.pdf', current: true, replacedAt: null, fileUrl: `/api/v1/files/${v2}/content` }),
      expect.objectContaining({ fileId: v1, fileName: 'Statements v1.pdf', current: false }),
    ]);
    const [newer, older] = row.versions as { uploadedAt: string; replacedAt: string | null }[];
    expect(Date.parse(newer!.uploadedAt)).toBeGreaterThanOrEqual(Date.parse(older!.uploadedAt));
    expect(Date.parse(older!.replacedAt!)).toBe(Date.parse(newer!.uploadedAt));

    const one = await portal.rest('GET', `/files/files?fileId=${v1}`, { token: reviewer });
    expect(one.body).toMatchObject({ fileId: v1, current: false, versions: [{ fileId: v2 }, { fileId: v1 }] });

    const gql = await portal.gql(
      `query($v:ID!,$f:ID!){ vendorFiles(vendorId:$v, options:{ type:"ESSENTIAL", limit:100 }){ data: items { fileId versions { fileId fileName uploadedAt current } } } companyFile(fileId:$f){ current versions { fileId } } }`,
      { v: vendorId, f: v1 },
      reviewer,
    );
    expect(gql.body.errors).toBeUndefined();
    const doc = gql.body.data.vendorFiles.data.find((f: { fileId: string }) => f.fileId === v2);
    expect(doc.versions.map((v: { fileId: string; current: boolean }) => [v.fileId, v.current])).toEqual([
      [v2, true],
      [v1, false],
    ]);
    expect(doc.versions.every((v: { uploadedAt: string }) => !Number.isNaN(Date.parse(v.uploadedAt)))).toBe(true);
    expect(gql.body.data.companyFile).toEqual({ current: false, versions: [{ fileId: v2 }, { fileId: v1 }] });
  });

  it('a vendor of another company can neither see the versions nor replace them', async () => {
    const [v1, v2] = await replacedAfterApproval();
    for (const id of [v1, v2]) {
      expect((await portal.rest('GET', `/files/files?fileId=${id}`, { token: other })).status).toBe(403);
      expect((await portal.rest('GET', `/files/${id}/content`, { token: other })).status).toBe(403);
    }
    expect((await portal.rest('GET', `/files/vendor/${vendorId}/files`, { token: other })).status).toBe(403);
    const gql = await portal.gql('query($f:ID!){ companyFile(fileId:$f){ versions { fileId } } }', { f: v1 }, other);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const rows = await portal.em().count(StoredFile, {});
    expect((await upload(other, `fileId=${v2}`, pdfSaying('mine.pdf', 'theirs'))).status).toBe(403);
    expect(await portal.em().count(StoredFile, {})).toBe(rows);
  });

  it('an earlier version stays as it is: no second replacement, rename or expiry change of it (409)', async () => {
    const [v1, v2] = await replacedAfterApproval();
    const rows = await portal.em().count(StoredFile, {});
    const again = await upload(vendorAdmin, `fileId=${v1}`, pdfSaying('Statements v3.pdf', 'v3'));
    expect([again.status, again.body.message]).toEqual([409, 'This is an earlier version of the file, kept as it was; replace its current version.']);
    expect(await portal.em().count(StoredFile, {})).toBe(rows);
    const admin = await portal.tokenFor('SYSTEM_ADMIN');
    expect((await portal.rest('PUT', `/files/${v1}/rename`, { token: admin, body: { newName: 'renamed' } })).status).toBe(409);
    expect((await portal.rest('PUT', `/files/${v1}/expiry`, { token: admin, body: { expiresAt: '2030-01-01' } })).status).toBe(409);
    // The current version is replaced as before, through GraphQL too.
    const gql = await portal.gqlUpload(
      'mutation($file:Upload!,$f:ID){ uploadCompanyFile(file:$file, fileId:$f){ fileId current versions { fileId } } }',
      { f: v2 },
      { file: pdfSaying('Statements v3.pdf', 'v3') },
      vendorAdmin,
    );
    expect(gql.body.errors).toBeUndefined();
    const v3 = gql.body.data.uploadCompanyFile.fileId;
    expect(gql.body.data.uploadCompanyFile).toEqual({ fileId: v3, current: true, versions: [{ fileId: v3 }, { fileId: v2 }, { fileId: v1 }] });
  });

  it('a form still being answered follows a replacement; the renewal after an approval starts with the newest version', async () => {
    const [v1, v2] = await replacedAfterApproval();
    const renewed = await portal.rest('PUT', `/vendor/prequal/renewal/${vendorId}`, { token: await portal.tokenFor('SYSTEM_ADMIN') });
    expect(renewed.status).toBe(200);
    const cycles = await portal.em().find(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'asc' } });
    expect(cycles).toHaveLength(2);
    const byCycle = async (p: Prequalification) => portal.em().findOneOrFail(PrequalForm, { prequalification: p, category: 'FINANCIAL' });
    expect((await byCycle(cycles[0]!)).answers.financialStatements).toBe(v1);
    const draft = await byCycle(cycles[1]!);
    expect(draft.answers.financialStatements).toBe(v2);

    // Replaced again while the renewal is being answered: the draft follows, the approved cycle does not.
    const v3 = (await upload(vendorAdmin, `fileId=${v2}`, pdfSaying('Statements v3.pdf', 'v3'))).body.fileId;
    const followed = await byCycle(cycles[1]!);
    expect([followed.answers.financialStatements, followed.version]).toEqual([v3, draft.version + 1]);
    expect((await byCycle(cycles[0]!)).answers.financialStatements).toBe(v1);
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'FILE_REPLACED', entityId: v3 });
    // The renewal's safety form names the same document (completeAnswers): it follows too.
    const renewalForms = await portal.em().find(PrequalForm, { prequalification: cycles[1]! });
    const naming = renewalForms.filter((f) => JSON.stringify(f.answers).includes(v3)).map((f) => f.id);
    expect(naming).toHaveLength(2);
    expect(log.changes).toMatchObject({ fileId: { from: v2, to: v3 } });
    expect([...(log.changes as { formsFollowing: string[] }).formsFollowing].sort()).toEqual(naming.sort());
  });

  it('staff delete a document with every version and its stored objects', async () => {
    const [v1, v2] = await replacedAfterApproval();
    const keys = (await portal.em().find(StoredFile, { id: { $in: [v1, v2] } })).map((f) => f.storageKey);
    const del = await portal.rest('DELETE', `/files/files/${v2}`, { token: await portal.tokenFor('SYSTEM_ADMIN') });
    expect(del.status).toBe(200);
    expect(await portal.em().count(StoredFile, { id: { $in: [v1, v2] } })).toBe(0);
    const left = await portal.storedKeys();
    for (const key of keys) expect(left).not.toContain(key);
  });

  it("the company form's W9 replaced through PATCH /vendors/{id} stays as the earlier version, with its content and stored object", async () => {
    const patchW9 = (name: string, words: string) =>
      portal.restForm('PATCH', `/vendors/${vendorId}`, { fields: { source: 'generalInfo' }, files: { w9File: pdfSaying(name, words) }, token: vendorAdmin });
    expect((await patchW9('W9 2025.pdf', 'w9 of 2025')).status).toBe(200);
    const w9s = () => portal.em().find(StoredFile, { vendor: vendorId, uploadedArea: 'REGISTRATION', uploadedCategory: 'W9' }, { orderBy: { createdAt: 'asc' } });
    const earlier = (await w9s()).find((f) => f.replacedAt === null)!;
    expect(earlier.fileName).toBe('W9 2025.pdf');

    const res = await patchW9('W9 2026.pdf', 'w9 of 2026');
    expect(res.status).toBe(200);
    const rows = await w9s();
    const current = rows.find((f) => f.replacedAt === null)!;
    expect(current.fileName).toBe('W9 2026.pdf');
    expect(current.previousVersionId).toBe(earlier.id);
    const kept = rows.find((f) => f.id === earlier.id)!;
    expect(kept.replacedAt).toBeInstanceOf(Date);
    expect(await contentOf(earlier.id)).toContain('w9 of 2025');
    expect(await portal.storedKeys()).toEqual(expect.arrayContaining([earlier.storageKey, current.storageKey]));
    // The company form shows the new one; the audit entry names both versions.
    expect((await portal.rest('GET', `/vendors/${vendorId}`, { token: reviewer })).body.w9File).toMatchObject({ name: 'W9 2026.pdf' });
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'FILE_REPLACED', entityId: current.id });
    expect(log.changes).toMatchObject({ fileId: { from: earlier.id, to: current.id }, fileName: { from: 'W9 2025.pdf', to: 'W9 2026.pdf' } });
  });
});
