import { Readable } from 'node:stream';
import type { TestPortal } from '../../../test/harness.js';
import { pdf, PDF_BYTES } from '../../../test/onboarding-fixtures.js';
import { INTERNAL, type PermissionCase } from '../../../test/permissions.js';
import { StoredFile } from './stored-file.entity.js';

/** A stored file of the demo company. */
async function demoFile(p: TestPortal): Promise<string> {
  const em = p.em();
  const { key, size } = await p.storage.put(Readable.from([Buffer.from(PDF_BYTES)]));
  const file = em.create(StoredFile, {
    vendor: p.users.VENDOR_ADMIN.vendor!.id,
    fileName: 'insurance.pdf',
    storageKey: key,
    size,
    contentType: 'application/pdf',
    uploadedArea: 'GENERAL',
    uploadedBy: 'fixture',
  });
  await em.flush();
  return file.id;
}

export const filesPermissionCases: PermissionCase[] = [
  {
    kind: 'rest',
    name: 'GET /files/:fileId/content',
    allowed: [...INTERNAL, 'VENDOR_ADMIN', 'VENDOR_USER'],
    send: async (p, token) => p.rest('GET', `/files/${await demoFile(p)}/content`, { token }),
    crossVendor: async (p, token) => p.rest('GET', `/files/${await demoFile(p)}/content`, { token }),
  },
  {
    kind: 'rest',
    name: 'POST /s3files/upload',
    // Essential files (the prequalification forms' uploads): the company's admin, or the prequalification editors for any company.
    allowed: ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'VENDOR_ADMIN'],
    send: (p, token) =>
      p.restForm('POST', `/s3files/upload?uploadedArea=ESSENTIAL&vendorId=${p.users.VENDOR_ADMIN.vendor!.id}`, { files: { file: pdf('program.pdf') }, token }),
    crossVendor: (p, token) =>
      p.restForm('POST', `/s3files/upload?uploadedArea=ESSENTIAL&vendorId=${p.users.VENDOR_ADMIN.vendor!.id}`, { files: { file: pdf('program.pdf') }, token }),
  },
];
