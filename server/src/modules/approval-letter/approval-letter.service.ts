import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { isVendorRole } from '@portal/common/auth/roles';
import { StoredFile } from '../files/index.js';
import { Prequalification } from '../prequal/index.js';

/** The newest approval letter of a company, and where its bytes are (GET /files/{fileId}/content, as for any file). */
export interface ApprovalLetterView {
  fileId: string;
  fileName: string;
  size: number;
  createdAt: Date;
  instance: string;
  prequalId: string;
  /** The REST path that answers the PDF with the caller's credentials. */
  url: string;
}

/**
 * The letter is read as the company's files are (files.read, a vendor user its own company only); the bytes come
 * from the files' own download route, which checks again. Null while none was made (not approved, or the job
 * has not run yet).
 */
export class ApprovalLetterService {
  constructor(private readonly em: EntityManager) {}

  async latest(actor: Actor | null, vendorId: string | null | undefined): Promise<ApprovalLetterView | null> {
    const a = authorize(actor, 'files.read');
    const id = vendorId || (isVendorRole(a.role) ? a.vendorId : null);
    if (!id) throw AppError.badInput('vendorId is required', { vendorId: 'vendorId is required' });
    authorize(a, 'files.read', { vendorId: id });
    assertUuid(id, 'Company');
    const prequal = await this.em.findOne(Prequalification, { vendor: id, approvalLetterFileId: { $ne: null } }, { orderBy: { cycle: 'desc', createdAt: 'desc' } });
    if (!prequal?.approvalLetterFileId) return null;
    const file = await this.em.findOne(StoredFile, { id: prequal.approvalLetterFileId, vendor: id });
    if (!file) return null;
    return {
      fileId: file.id,
      fileName: file.fileName,
      size: file.size,
      createdAt: file.createdAt,
      instance: prequal.cycle,
      prequalId: prequal.id,
      url: `/files/${file.id}/content`,
    };
  }
}
