import { Readable } from 'node:stream';
import type { TestPortal } from './harness.js';
import { PDF_BYTES } from './onboarding-fixtures.js';
import { StoredFile, type UploadedArea } from '../src/modules/files/stored-file.entity.js';

/** A stored file of a company (the demo company unless named). */
export async function fixtureFile(p: TestPortal, opts: { vendorId?: string; area?: UploadedArea; name?: string; expiresAt?: string | null } = {}): Promise<string> {
  const em = p.em();
  const { key, size } = await p.storage.put(Readable.from([Buffer.from(PDF_BYTES)]));
  const file = em.create(StoredFile, {
    vendor: opts.vendorId ?? p.users.VENDOR_ADMIN.vendor!.id,
    fileName: opts.name ?? 'insurance.pdf',
    storageKey: key,
    size,
    contentType: 'application/pdf',
    uploadedArea: opts.area ?? 'GENERAL',
    uploadedBy: 'fixture',
    expiresAt: opts.expiresAt ?? null,
  });
  await em.flush();
  return file.id;
}
