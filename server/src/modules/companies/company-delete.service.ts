import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PrequalStatus } from '@portal/common/domain/statuses';
import type { Actor } from '../../auth/actor.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import type { Services } from '../module.js';
import { Vendor } from './vendor.entity.js';

export const COMPANY_DELETED_MESSAGE = 'Company deleted successfully.';

/** Statuses in which reviewers are working on the company's forms: a delete would pull them from under them. */
const IN_REVIEW: readonly PrequalStatus[] = ['ADMIN_REVIEW_PENDING', 'DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING'];

export const COMPANY_IN_REVIEW_MESSAGE = "This company's prequalification is under review. Finish the review or return it to the vendor before deleting the company.";

/** What a delete took with it, recorded in the audit entry. */
export interface DeletedCompany {
  vendorId: string;
  companyName: string;
  users: number;
  prequalifications: number;
  files: number;
}

/**
 * Deleting a company from the Companies list (`DELETE /vendors/{id}`): in one transaction, with the company row
 * locked, the company goes with everything that is only its own: its contacts, its users (their sessions end,
 * since a token's user must still exist), its prequalification cycles with their forms and decisions, its stored
 * files' rows, and its links to projects, notes, comments and related accounts (all `on delete cascade`). One
 * audit entry keeps its name, tax ID, CRM account and what went with it; the activity log's rows stay. The stored
 * objects are removed once the change is committed. Refused while the company's prequalification is in review,
 * and for drafts, which the registration list deletes.
 */
export class CompanyDeleteService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: Services['files'],
  ) {}

  async delete(a: Actor, vendorId: string): Promise<DeletedCompany> {
    assertUuid(vendorId, 'Company');
    const { deleted, keys } = await this.em.transactional(async (tx) => {
      const vendor = await tx.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!vendor || vendor.registrationStatus === 'DRAFT') throw AppError.notFound('Company');
      if (IN_REVIEW.includes(vendor.prequalStatus)) throw new AppError('CONFLICT', COMPANY_IN_REVIEW_MESSAGE);
      const connection = tx.getConnection();
      const [counts] = await connection.execute<{ users: number; prequalifications: number; files: number }[]>(
        `select (select count(*)::int from app_user where vendor_id = ?) as users,
                (select count(*)::int from prequalification where vendor_id = ?) as prequalifications,
                (select count(*)::int from stored_file where vendor_id = ?) as files`,
        [vendor.id, vendor.id, vendor.id],
        'all',
        tx.getTransactionContext(),
      );
      const stored = await connection.execute<{ storage_key: string }[]>(
        'select storage_key from stored_file where vendor_id = ?',
        [vendor.id],
        'all',
        tx.getTransactionContext(),
      );
      const deleted: DeletedCompany = {
        vendorId: vendor.id,
        companyName: vendor.companyName,
        users: counts?.users ?? 0,
        prequalifications: counts?.prequalifications ?? 0,
        files: counts?.files ?? 0,
      };
      audit(tx, a, {
        entityType: 'Vendor',
        entityId: vendor.id,
        action: 'COMPANY_DELETED',
        changes: { ...deleted, taxId: vendor.taxId ?? null, accountId: vendor.accountId ?? null },
      });
      await tx.flush();
      // The database's cascades take the company's rows with it (see above), in this transaction.
      await tx.nativeDelete(Vendor, { id: vendor.id });
      return { deleted, keys: stored.map((s) => s.storage_key) };
    });
    await this.files.discard(keys);
    return deleted;
  }
}
