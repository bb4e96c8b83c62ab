import type { EntityManager } from '@mikro-orm/postgresql';
import { isVendorRole } from '@portal/common/auth/roles';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { StoredFile } from './stored-file.entity.js';

/**
 * What a company's admin may rename or delete in its file manager, beyond files.edit's own-company scope (the
 * service's authorize): the General and Essential tabs' files only (the company form's W9 and references change
 * with General Info), and never a version a submitted prequalification names: submitted and approved forms keep
 * the files they were reviewed with (docs/file-versions.md), so those are read-only to the vendor; a new version
 * is uploaded instead. A delete removes every version of a document, so none of them may be named by a form at
 * all (a form being answered would be left naming a file that is gone). Staff are not limited here.
 */
export const VENDOR_FILE_MESSAGES = {
  notInFileManager: "The company form's documents are changed in General Info.",
  submitted: 'This file belongs to a submitted prequalification and is kept as it was; upload a new version instead.',
  answered: 'This file is an answer in your prequalification forms; change that answer first.',
} as const;

export async function assertVendorMayChange(tx: EntityManager, actor: Actor, file: StoredFile, change: 'rename' | 'delete', versionIds: string[]): Promise<void> {
  if (!isVendorRole(actor.role)) return;
  if (file.uploadedArea !== 'GENERAL' && file.uploadedArea !== 'ESSENTIAL') throw AppError.forbidden(VENDOR_FILE_MESSAGES.notInFileManager);
  const named = change === 'rename' ? [file.id] : versionIds;
  const forms = await formsNaming(tx, file.vendor.id, named);
  if (forms.some((status) => status === 'SUBMIT')) throw new AppError('CONFLICT', VENDOR_FILE_MESSAGES.submitted);
  if (change === 'delete' && forms.length > 0) throw new AppError('CONFLICT', VENDOR_FILE_MESSAGES.answered);
}

/** The statuses of the company's forms whose answers name one of `fileIds` (a fileId is a UUID: quoted, it appears in the JSON only as that answer). */
async function formsNaming(tx: EntityManager, vendorId: string, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx.getConnection().execute<{ status: string }[]>(
    `select pf.status from prequal_form pf join prequalification p on p.id = pf.prequalification_id
      where p.vendor_id = ? and (${fileIds.map(() => 'strpos(pf.answers::text, ?) > 0').join(' or ')})`,
    [vendorId, ...fileIds.map((id) => `"${id}"`)],
    'all',
    tx.getTransactionContext(),
  );
  return rows.map((r) => r.status);
}
