import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '@portal/common/auth/roles';
import { departmentOf } from '@portal/common/domain/categories';
import { FINAL_DECISIONS, type DepartmentStatus, type FinalDecision } from '@portal/common/domain/statuses';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../errors.js';
import { Vendor } from '../companies/index.js';
import { applyAdminReview, type AdminReviewInput } from './admin-review.js';
import {
  assertDepartmentReview,
  companyFor,
  companyRecipients,
  type DepartmentTab,
  departmentTabOf,
  inTabOrder,
  type LockedCycle,
  PREQUAL_MESSAGES,
  PrequalForm,
  Prequalification,
  type PrequalListItemType,
  toPrequalListItem,
} from '../prequal/index.js';
import { emitDecisionEvents } from './decision-events.js';
import { queueApprovalLetter } from '../approval-letter/index.js';
import { decisionMails } from './decision-mails.js';
import type { LimitField } from './decision-rules.js';
import { decideCategory, maybeFinalReview, type CategoryDecisionInput } from './department-decision.js';
import { applyFinalDecision } from './final-decision.js';
import { applyFinancialLimits, applyMitigationPlans } from './limits-and-plans.js';
import { recordSuggestion } from '../prequal-limits/index.js';

/** What the decisions need beyond the database: the mailer for the return mail, and the portal's address for its link. */
export interface ReviewDeps {
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
  jobs: JobQueue;
}

const CONCURRENT = 'This prequalification was changed by someone else at the same time. Reload it and try again.';

/**
 * The review pipeline's decisions: admin review (send to the departments, or return to the vendor
 * with a comment and flagged questions), each category's department decision with its limits and mitigation
 * plan, the final decision, and the edits of limits and plans. Each call locks the company row and runs its
 * step (admin-review.ts, department-decision.ts, final-decision.ts, limits-and-plans.ts: each checks the move
 * against the tables of prequal-status.ts and the rules of decision-rules.ts, moves the company's status with
 * moveCompanyPrequal and audits), all in one transaction, with the mails it causes (queued in it, sent after the commit).
 */
export class PrequalReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps?: ReviewDeps,
  ) {}

  /** Admin review: approve sends the cycle to department review; a return needs a comment and may flag questions. */
  async adminReview(actor: Actor | null, vendorId: string, input: AdminReviewInput): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.review', vendorId, (tx, cycle) => applyAdminReview(tx, cycle, input));
  }

  /** One category's department decision; the third one sends the cycle to final review. */
  async departmentDecision(actor: Actor | null, vendorId: string, input: CategoryDecisionInput): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, async (tx, cycle) => {
      assertDepartmentReview(cycle.vendor.prequalStatus);
      // A financial decision keeps the suggested limits of that moment beside the granted ones (prequal-limits/prequal-limits.service.ts).
      const suggested = departmentOf(input.category)?.limitsRequired ? await recordSuggestion(tx, cycle.forms) : {};
      decideCategory(tx, cycle, input, suggested);
      maybeFinalReview(tx, cycle);
    });
  }

  /**
   * Several categories' decisions at once (PATCH .../department-statuses): each category named with a decision
   * other than its current one is decided as departmentDecision would, using the form's saved plan, comment and
   * limits; a category named with its current decision is left as it is.
   */
  async departmentStatuses(
    actor: Actor | null,
    vendorId: string,
    statuses: Partial<Record<DepartmentTab, DepartmentStatus>>,
    options: { fromCompanyDetails?: boolean } = {},
  ): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, (tx, cycle) => {
      assertDepartmentReview(cycle.vendor.prequalStatus);
      for (const form of cycle.forms) {
        const status = statuses[departmentTabOf(form.category)];
        if (!status || status === form.departmentStatus) continue;
        decideCategory(
          tx,
          cycle,
          {
            category: form.category,
            status,
            mitigationPlan: form.mitigationPlan,
            commentText: form.departmentComment,
            aggregateLimit: form.aggregateLimit,
            singleLimit: form.singleLimit,
            bondingLimit: form.bondingLimit,
          },
          { source: options.fromCompanyDetails ? 'companyDetails' : 'departmentStatuses' },
        );
      }
      maybeFinalReview(tx, cycle);
    });
  }

  /** The final decision: an approval completes the cycle for a year; a rejection completes it; IN_PROGRESS returns it. */
  async finalDecision(actor: Actor | null, vendorId: string, status: FinalDecision, commentText?: string | null): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.review', vendorId, (tx, cycle) => applyFinalDecision(tx, cycle, status, commentText));
  }

  /**
   * The overall status of REST's PATCH|PUT .../prequal-status?mode=all: DEPARTMENT_REVIEW_PENDING approves the
   * admin review; a FINAL_* decision is the final decision; IN_PROGRESS returns to the vendor from whichever
   * review the cycle is in (admin or final); REJECTED is FINAL_REJECTED.
   */
  async overallStatus(actor: Actor | null, vendorId: string, status: string, commentText?: string | null): Promise<PrequalListItemType> {
    // The specification's overall status names a rejection REJECTED; it is the final review's FINAL_REJECTED.
    if (status === 'REJECTED') status = 'FINAL_REJECTED';
    return this.locked(actor, 'prequal.review', vendorId, (tx, cycle) => {
      if (status === 'DEPARTMENT_REVIEW_PENDING') return applyAdminReview(tx, cycle, { approve: true, commentText });
      if (status === 'IN_PROGRESS' && cycle.vendor.prequalStatus !== 'FINAL_REVIEW_PENDING') {
        return applyAdminReview(tx, cycle, { approve: false, commentText });
      }
      if ((FINAL_DECISIONS as readonly string[]).includes(status)) return applyFinalDecision(tx, cycle, status as FinalDecision, commentText);
      const message = `status must be DEPARTMENT_REVIEW_PENDING, IN_PROGRESS or one of ${FINAL_DECISIONS.filter((d) => d !== 'IN_PROGRESS').join(', ')}`;
      throw AppError.badInput(message, { status: message });
    });
  }

  /** The financial category's three limits (the final review's popup, or the department table). */
  async setFinancialLimits(actor: Actor | null, vendorId: string, limits: Partial<Record<LimitField, unknown>>): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, (tx, cycle) => applyFinancialLimits(tx, cycle, limits));
  }

  /** Mitigation plans by tab ({ SAFETY, FINANCIAL, LEGAL }); a tab not named is left as it is. */
  async setMitigationPlans(actor: Actor | null, vendorId: string, plans: unknown): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, (tx, cycle) => applyMitigationPlans(tx, cycle, plans));
  }

  /**
   * Runs a decision on the company's newest cycle in one transaction with the company row locked (so
   * decisions on one company take turns and each sees the others' results), then answers the cycle's row.
   */
  private async locked(
    actor: Actor | null,
    permission: Permission,
    vendorId: string,
    change: (tx: EntityManager, cycle: LockedCycle) => void | Promise<void>,
  ): Promise<PrequalListItemType> {
    const { actor: a, vendorId: id } = companyFor(actor, permission, vendorId);
    try {
      const row = await this.em.transactional(async (tx) => {
        const vendor = await tx.findOne(Vendor, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!vendor) throw AppError.notFound('Company');
        const prequal = await tx.findOne(Prequalification, { vendor }, { orderBy: { cycle: 'desc', createdAt: 'desc' }, refresh: true });
        if (!prequal) throw new AppError('NOT_FOUND', PREQUAL_MESSAGES.notBegun);
        const forms = inTabOrder(await tx.find(PrequalForm, { prequalification: prequal }, { populate: ['template'], refresh: true }));
        const cycle: LockedCycle = { actor: a, vendor, prequal, forms };
        await change(tx, cycle);
        await tx.flush();
        await tx.populate(vendor, ['contacts']);
        const contact = primaryContactOf(vendor);
        // The mails are written with the decision (the outbox): sent once it is committed, never lost after. They
        // go to the primary contact and to the company's users who fill the forms (company-recipients.ts).
        if (this.deps && (cycle.returned || cycle.decided?.length || cycle.closed)) {
          const recipients = await companyRecipients(tx, vendor, contact);
          const mails = decisionMails(cycle, vendor, recipients, this.deps.config);
          for (const mail of mails.now) await queueMail(this.deps.jobs, tx, mail);
          // An approval's letter follows the commit through the job queue; its completion mails carry it.
          if (cycle.closed?.expiresAt) {
            await queueApprovalLetter(this.deps.jobs, tx, { prequalificationId: prequal.id, approverName: cycle.actor.name, mails: mails.completion });
          }
          await emitDecisionEvents(this.deps.jobs, tx, cycle);
        }
        return toPrequalListItem({ id: vendor.id, companyName: vendor.companyName, primaryContact: contact }, prequal, forms);
      });
      return row;
    } catch (err) {
      throw err instanceof OptimisticLockError ? new AppError('CONFLICT', CONCURRENT) : err;
    }
  }
}

/** The primary contact (the first) by full name and e-mail. */
type Contact = { name: string | null; email: string | null } | null;

function primaryContactOf(vendor: Vendor): Contact {
  const c = vendor.contacts.getItems().find((x) => x.position === 0);
  if (!c) return null;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return { name: name || null, email: c.email ?? null };
}
