import type { DepartmentStatus } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { Vendor } from '../companies/index.js';
import { StoredFile } from '../files/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';
import { makeApprovalLetter } from './approval-letter.worker.js';
import { pdfText } from './pdf-text.js';

/** Final approval -> the letter made by its job, stored with the cycle, downloadable, and carried by the completion mail. */
let portal: TestPortal;
let vendorId: string;
const TAX_ID = '63-1234567';
const FINAL = 'mutation($v:ID!,$s:FinalDecision!,$c:String){ finalDecision(vendorId:$v, status:$s, commentText:$c){ prequalStatus } }';
const LETTER = 'query($v:ID){ approvalLetter(vendorId:$v){ fileId fileName size instance url } }';

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
});
afterAll(() => portal?.stop());

/** A fresh cycle waiting for the final decision: every department approved, the financial limits granted. */
async function awaitingFinal(): Promise<void> {
  const { forms } = await begunPrequal(portal, vendorId);
  const em = portal.em();
  await em.nativeUpdate(
    Vendor,
    { id: vendorId },
    {
      prequalStatus: 'FINAL_REVIEW_PENDING',
      taxId: TAX_ID,
      officeLocationAddress1: '12 Mill Road',
      officeLocationCity: 'Phoenix',
      officeLocationState: 'AZ',
      officeLocationZip: '85001',
    },
  );
  await em.nativeUpdate(Prequalification, { vendor: vendorId }, { status: 'FINAL_REVIEW_PENDING' });
  for (const form of forms) {
    const decision: DepartmentStatus = form.category === 'FINANCIAL' ? 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION' : 'DEPARTMENT_APPROVED';
    await em.nativeUpdate(
      PrequalForm,
      { id: form.id },
      form.category === 'FINANCIAL'
        ? {
            status: 'SUBMIT',
            departmentStatus: decision,
            mitigationPlan: 'Joint checks on every draw',
            singleLimit: '1250000.50',
            aggregateLimit: '5000000.00',
            bondingLimit: '750000.00',
          }
        : { status: 'SUBMIT', departmentStatus: decision },
    );
  }
}

async function letterOf(token: string): Promise<{ fileId: string; fileName: string; size: number; instance: string; url: string }> {
  let letter = null;
  for (let i = 0; i < 200 && !letter; i++) {
    letter = (await portal.gql(LETTER, { v: vendorId }, token)).body.data?.approvalLetter ?? null;
    if (!letter) await new Promise((r) => setTimeout(r, 100));
  }
  if (!letter) throw new Error('no approval letter within 20 s');
  return letter;
}

describe('the approval letter', () => {
  it('is made after final approval, stored with the cycle, downloadable, and attached to the completion mail', async () => {
    await awaitingFinal();
    const vendor = await portal.em().findOneOrFail(Vendor, vendorId, { populate: ['contacts'] });
    const contact = vendor.contacts.getItems().find((c) => c.position === 0)!;
    const approver = portal.users.PREQUAL_ADMIN;
    const final = await portal.gql(
      FINAL,
      { v: vendorId, s: 'FINAL_APPROVED_WITH_RISK_MITIGATION', c: 'Site visit before the first award' },
      await portal.tokenFor('PREQUAL_ADMIN'),
    );
    expect(final.body.errors).toBeUndefined();

    const vendorToken = await portal.tokenFor('VENDOR_ADMIN');
    const letter = await letterOf(vendorToken);
    const cycle = await portal.em().findOneOrFail(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc' } });
    expect(cycle.approvalLetterFileId).toBe(letter.fileId);
    expect(letter).toMatchObject({ instance: cycle.cycle, url: `/files/${letter.fileId}/content`, fileName: expect.stringMatching(/^Approval letter .*\.pdf$/) });
    const rest = await portal.rest('GET', `/vendors/${vendorId}/approval-letter`, { token: vendorToken });
    expect([rest.status, rest.body.fileId]).toEqual([200, letter.fileId]);

    const download = await portal.rest('GET', letter.url, { token: vendorToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    const bytes = String(download.body);
    expect(bytes.startsWith('%PDF-')).toBe(true);
    const text = pdfText(bytes);
    for (const words of [
      vendor.companyName,
      'Harkins Builders',
      '12 Mill Road',
      'Phoenix, AZ 85001',
      'XX-XXX4567',
      'Safety: Approved',
      'Financial: Approved with Risk Mitigation',
      'Legal: Approved',
    ]) {
      expect(text, words).toContain(words);
    }
    for (const words of ['Joint checks on every draw', 'Site visit before the first award', '$1,250,000.50', '$5,000,000.00', '$750,000.00', approver.name])
      expect(text, words).toContain(words);
    expect(text).toContain(
      `valid until ${new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' }).format(cycle.expiresAt!)}`,
    );
    expect(text).not.toContain('1234567');

    // The completion mail carries the same letter, read from storage when the mail was sent.
    const mail = await portal.mail.waitFor(contact.email!, /Your prequalification is complete/, 20_000);
    expect(mail.attachments).toHaveLength(1);
    const [attached] = mail.attachments;
    expect(attached!.contentType).toBe('application/pdf');
    expect(attached!.filename).toBe(letter.fileName);
    const attachedBytes = attached!.content.toString('latin1');
    expect(attachedBytes.startsWith('%PDF-')).toBe(true);
    expect(pdfText(attachedBytes)).toContain(vendor.companyName);
    expect(pdfText(attachedBytes)).toContain('Financial: Approved with Risk Mitigation');
  });

  it('is made once however often its job runs', async () => {
    const cycle = await portal.em().findOneOrFail(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc' } });
    await makeApprovalLetter(
      { orm: { em: portal.em() } as never, storage: portal.storage, jobs: portal.jobs, config: { BUILDER_NAME: 'Harkins Builders' } as never },
      { prequalificationId: cycle.id, approverName: 'Anyone', mails: [{ to: 'x@example.com', subject: 'Again', text: 'again' }] },
    );
    expect(await portal.em().count(StoredFile, { vendor: vendorId, uploadedCategory: 'APPROVAL_LETTER' })).toBe(1);
    // A second run queues no second completion mail.
    await new Promise((r) => setTimeout(r, 1000));
    expect(portal.mail.messages.filter((m) => m.subject === 'Again')).toEqual([]);
  });

  it('is read by the company and by staff with files.read; anonymous and another company are refused', async () => {
    const letter = await letterOf(await portal.tokenFor('SYSTEM_ADMIN'));
    for (const role of ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER', 'VENDOR_ADMIN', 'VENDOR_USER'] as const) {
      const token = await portal.tokenFor(role);
      const listed = await portal.rest('GET', `/vendors/${vendorId}/approval-letter`, { token });
      const bytes = await portal.rest('GET', letter.url, { token });
      expect([listed.status, bytes.status], role).toEqual([200, 200]);
    }
    expect((await portal.rest('GET', `/vendors/${vendorId}/approval-letter`)).status).toBe(401);
    expect((await portal.rest('GET', letter.url)).status).toBe(401);
    const other = await portal.tokenFor('otherVendorAdmin');
    expect((await portal.rest('GET', `/vendors/${vendorId}/approval-letter`, { token: other })).status).toBe(403);
    expect((await portal.gql(LETTER, { v: vendorId }, other)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect([403, 404]).toContain((await portal.rest('GET', letter.url, { token: other })).status);
    // The other company's own letter: none.
    expect((await portal.gql(LETTER, {}, other)).body.data.approvalLetter).toBeNull();
  });
});
