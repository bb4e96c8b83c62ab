import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasPermission, type Permission } from '@portal/common/auth/roles';
import { FINAL_DECISIONS, type DepartmentStatus, type FinalDecision } from '@portal/common/domain/statuses';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.js';
import { publicLink, type Config } from '../../config.js';
import { sendInBackground, type Mailer, type MailMessage } from '../../integrations/mail/mailer.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import type { FormCategory } from '../forms/index.js';
import {
  checkDepartmentDecision,
  checkFinancialLimits,
  checkFlags,
  checkMitigationPlan,
  checkStatusComment,
  type DepartmentDecisionInput,
  type FlagInput,
  type LimitField,
} from './decision-rules.js';
import { companyFor, PREQUAL_MESSAGES } from './prequal-access.js';
import { inTabOrder, TAB_WORDS } from './prequal-form-set.js';
import { PrequalForm } from './prequal-form.entity.js';
import { moveCompanyPrequal } from './prequal-projection.js';
import {
  allDepartmentsDecided,
  assertDepartmentReview,
  DEPARTMENT_STATUS_WORDS,
  departmentTabOf,
  expiryOf,
  FINAL_TRANSITIONS,
  nextDepartmentStatus,
  nextPrequalStatus,
  PREQUAL_STATUS_WORDS,
  type DepartmentTab,
} from './prequal-status.js';
import { Prequalification } from './prequalification.entity.js';
import { prequalReturnedMail, questionLabel, type FlaggedQuestion } from './review-mail.js';
import { toPrequalListItem } from './review-views.js';
import type { PrequalListItemType } from './review.types.js';
import { recordSuggestion } from './suggested-limits.service.js';

/** A company's newest cycle, locked for a decision, with its forms in tab order. */
interface Locked {
  actor: Actor;
  vendor: Vendor;
  prequal: Prequalification;
  forms: PrequalForm[];
  /** Set by a return to the vendor: what the return mail says, sent once the change is committed. */
  returned?: { comment: string; flags: FlaggedQuestion[] };
}

/** What the decisions need beyond the database: the mailer for the return mail, and the portal's address for its link. */
export interface ReviewDeps {
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_URL'>;
}

export interface AdminReviewInput {
  approve: boolean;
  commentText?: string | null;
  flags?: readonly FlagInput[] | null;
}

export interface CategoryDecisionInput extends DepartmentDecisionInput {
  category: FormCategory;
}

/** The statuses in which limits and mitigation plans may be edited: department review, and the final review's popup. */
const PLAN_EDIT_STATUSES = ['DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING'] as const;

const CONCURRENT = 'This prequalification was changed by someone else at the same time. Reload it and try again.';

/**
 * The review pipeline's decisions (issue 8): admin review (send to the departments, or return to the vendor
 * with a comment and flagged questions), each category's department decision with its limits and mitigation
 * plan, the final decision, and the edits of limits and plans. Each call locks the company row, checks the
 * move against the tables of prequal-status.ts and the rules of decision-rules.ts, moves the company's status
 * with moveCompanyPrequal and audits, all in one transaction.
 */
export class PrequalReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps?: ReviewDeps,
  ) {}

  /** Admin review: approve sends the cycle to department review; a return needs a comment and may flag questions. */
  async adminReview(actor: Actor | null, vendorId: string, input: AdminReviewInput): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.review', vendorId, (tx, cycle) => this.applyAdminReview(tx, cycle, input));
  }

  /** One category's department decision; the third one sends the cycle to final review. */
  async departmentDecision(actor: Actor | null, vendorId: string, input: CategoryDecisionInput): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, async (tx, cycle) => {
      assertDepartmentReview(cycle.vendor.prequalStatus);
      // A financial decision keeps the suggested limits of that moment beside the granted ones (suggested-limits.service.ts).
      const suggested = departmentTabOf(input.category) === 'FINANCIAL' ? await recordSuggestion(tx, cycle.forms) : {};
      this.decide(tx, cycle, input, suggested);
      this.maybeFinalReview(tx, cycle);
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
        this.decide(
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
      this.maybeFinalReview(tx, cycle);
    });
  }

  /** The final decision: an approval completes the cycle for a year; a rejection completes it; IN_PROGRESS returns it. */
  async finalDecision(actor: Actor | null, vendorId: string, status: FinalDecision, commentText?: string | null): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.review', vendorId, (tx, cycle) => this.applyFinalDecision(tx, cycle, status, commentText));
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
      if (status === 'DEPARTMENT_REVIEW_PENDING') return this.applyAdminReview(tx, cycle, { approve: true, commentText });
      if (status === 'IN_PROGRESS' && cycle.vendor.prequalStatus !== 'FINAL_REVIEW_PENDING') {
        return this.applyAdminReview(tx, cycle, { approve: false, commentText });
      }
      if ((FINAL_DECISIONS as readonly string[]).includes(status)) return this.applyFinalDecision(tx, cycle, status as FinalDecision, commentText);
      const message = `status must be DEPARTMENT_REVIEW_PENDING, IN_PROGRESS or one of ${FINAL_DECISIONS.filter((d) => d !== 'IN_PROGRESS').join(', ')}`;
      throw AppError.badInput(message, { status: message });
    });
  }

  /** The financial category's three limits (the final review's popup, or the department table). */
  async setFinancialLimits(actor: Actor | null, vendorId: string, limits: Partial<Record<LimitField, unknown>>): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, (tx, cycle) => {
      assertPlanEdit(cycle);
      const form = formOfTab(cycle.forms, 'FINANCIAL');
      assertMayEditDecided(cycle.actor, form);
      const checked = checkFinancialLimits(limits);
      const changes: Record<string, unknown> = {};
      for (const field of Object.keys(checked) as LimitField[]) {
        if (form[field] !== checked[field]) changes[field] = { from: form[field] ?? null, to: checked[field] };
        form[field] = checked[field];
      }
      if (Object.keys(changes).length === 0) return;
      form.updatedById = cycle.actor.userId;
      audit(tx, cycle.actor, {
        entityType: 'PrequalForm',
        entityId: form.id,
        action: 'PREQUAL_LIMITS_CHANGED',
        changes: { vendorId: cycle.vendor.id, instance: cycle.prequal.cycle, category: form.category, ...changes },
      });
    });
  }

  /** Mitigation plans by tab ({ SAFETY, FINANCIAL, LEGAL }); a tab not named is left as it is. */
  async setMitigationPlans(actor: Actor | null, vendorId: string, plans: unknown): Promise<PrequalListItemType> {
    return this.locked(actor, 'prequal.departmentDecide', vendorId, (tx, cycle) => {
      assertPlanEdit(cycle);
      for (const [tab, plan] of Object.entries(plansOf(plans))) {
        const form = formOfTab(cycle.forms, tab as DepartmentTab);
        const checked = checkMitigationPlan(form.departmentStatus, plan);
        if ((form.mitigationPlan ?? null) === checked) continue;
        assertMayEditDecided(cycle.actor, form);
        const from = form.mitigationPlan ?? null;
        form.mitigationPlan = checked;
        form.updatedById = cycle.actor.userId;
        audit(tx, cycle.actor, {
          entityType: 'PrequalForm',
          entityId: form.id,
          action: 'PREQUAL_MITIGATION_CHANGED',
          changes: { vendorId: cycle.vendor.id, instance: cycle.prequal.cycle, category: form.category, mitigationPlan: { from, to: checked } },
        });
      }
    });
  }

  private applyAdminReview(tx: EntityManager, cycle: Locked, input: AdminReviewInput): void {
    const { vendor, prequal } = cycle;
    if (input.approve) {
      nextPrequalStatus(vendor.prequalStatus, 'adminApprove');
      const comment = checkStatusComment('DEPARTMENT_REVIEW_PENDING', input.commentText);
      const { from, to } = moveCompanyPrequal(vendor, 'adminApprove');
      prequal.status = to;
      prequal.departmentReviewStartedAt = new Date();
      if (comment) prequal.comment = comment;
      // The vendor answered the flagged questions: the flags have done their work.
      for (const form of cycle.forms) if (form.flags) form.flags = null;
      audit(tx, cycle.actor, {
        entityType: 'Prequalification',
        entityId: prequal.id,
        action: 'PREQUAL_ADMIN_APPROVED',
        changes: { vendorId: vendor.id, instance: prequal.cycle, prequalStatus: { from, to }, ...(comment ? { commentText: comment } : {}) },
      });
      return;
    }
    nextPrequalStatus(vendor.prequalStatus, 'adminReturn');
    const comment = checkStatusComment('IN_PROGRESS', input.commentText);
    const flags = checkFlags(input.flags ?? [], (tab) => cycle.forms.find((f) => departmentTabOf(f.category) === tab)?.template.fields ?? null);
    this.returnToVendor(tx, cycle, 'adminReturn', comment!, flags);
  }

  private applyFinalDecision(tx: EntityManager, cycle: Locked, status: FinalDecision, commentText: string | null | undefined): void {
    const { vendor, prequal } = cycle;
    const rule = FINAL_TRANSITIONS[status];
    nextPrequalStatus(vendor.prequalStatus, rule.transition);
    const comment = checkStatusComment(status, commentText);
    if (status === 'IN_PROGRESS') return this.returnToVendor(tx, cycle, 'finalReturn', comment!, new Map());

    const { from, to } = moveCompanyPrequal(vendor, rule.transition);
    const decidedAt = new Date();
    prequal.status = to;
    prequal.finalStatus = status;
    prequal.comment = comment;
    prequal.completedAt = decidedAt;
    prequal.expiresAt = rule.expires ? expiryOf(decidedAt) : null;
    audit(tx, cycle.actor, {
      entityType: 'Prequalification',
      entityId: prequal.id,
      action: 'PREQUAL_FINAL_DECIDED',
      changes: {
        vendorId: vendor.id,
        instance: prequal.cycle,
        prequalStatus: { from, to },
        finalStatus: status,
        ...(comment ? { commentText: comment } : {}),
        expiresAt: prequal.expiresAt?.toISOString() ?? null,
      },
    });
  }

  /**
   * Back to the vendor (admin review's return, or final review's "Return to Vendor"): the forms reopen
   * (IN_PROGRESS), every department decision is reset to DEPARTMENT_PENDING, each form carries its flags.
   */
  private returnToVendor(
    tx: EntityManager,
    cycle: Locked,
    transition: 'adminReturn' | 'finalReturn',
    comment: string,
    flags: Map<DepartmentTab, { path: string; note: string }[]>,
  ): void {
    const { vendor, prequal } = cycle;
    const { from, to } = moveCompanyPrequal(vendor, transition);
    prequal.status = to;
    prequal.comment = comment;
    prequal.finalStatus = null;
    prequal.completedAt = null;
    prequal.expiresAt = null;
    prequal.departmentReviewStartedAt = null;
    cycle.returned = {
      comment,
      flags: cycle.forms.flatMap((form) =>
        (flags.get(departmentTabOf(form.category)) ?? []).map((f) => ({
          form: TAB_WORDS[departmentTabOf(form.category)],
          question: questionLabel(form.template.fields, f.path),
          note: f.note,
        })),
      ),
    };
    for (const form of cycle.forms) {
      form.status = 'IN_PROGRESS';
      form.submittedAt = null;
      form.departmentStatus = 'DEPARTMENT_PENDING';
      form.mitigationPlan = null;
      form.departmentComment = null;
      form.aggregateLimit = null;
      form.singleLimit = null;
      form.bondingLimit = null;
      form.decidedAt = null;
      form.decidedByName = null;
      form.flags = flags.get(departmentTabOf(form.category)) ?? null;
      form.updatedById = cycle.actor.userId;
    }
    audit(tx, cycle.actor, {
      entityType: 'Prequalification',
      entityId: prequal.id,
      action: 'PREQUAL_RETURNED',
      changes: {
        vendorId: vendor.id,
        instance: prequal.cycle,
        from: transition === 'adminReturn' ? 'adminReview' : 'finalReview',
        prequalStatus: { from, to },
        commentText: comment,
        flags: [...flags.entries()].flatMap(([tab, list]) => list.map((f) => ({ category: tab, ...f }))),
      },
    });
  }

  /** Decides one category (the caller checked the cycle is under department review). */
  private decide(tx: EntityManager, cycle: Locked, input: CategoryDecisionInput, extra: Record<string, unknown>): void {
    const form = formOfTab(cycle.forms, departmentTabOf(input.category));
    const from = form.departmentStatus;
    const status = nextDepartmentStatus(form.category, from, input.status);
    const checked = checkDepartmentDecision(form.category, { ...input, status });
    form.departmentStatus = checked.status;
    form.mitigationPlan = checked.mitigationPlan;
    form.departmentComment = checked.comment;
    form.aggregateLimit = checked.aggregateLimit;
    form.singleLimit = checked.singleLimit;
    form.bondingLimit = checked.bondingLimit;
    form.decidedAt = new Date();
    form.decidedByName = cycle.actor.name;
    form.updatedById = cycle.actor.userId;
    audit(tx, cycle.actor, {
      entityType: 'PrequalForm',
      entityId: form.id,
      action: 'PREQUAL_DEPARTMENT_DECIDED',
      changes: {
        vendorId: cycle.vendor.id,
        instance: cycle.prequal.cycle,
        category: form.category,
        departmentStatus: { from, to: checked.status },
        ...(checked.mitigationPlan ? { mitigationPlan: checked.mitigationPlan } : {}),
        ...(checked.comment ? { commentText: checked.comment } : {}),
        aggregateLimit: checked.aggregateLimit,
        singleLimit: checked.singleLimit,
        bondingLimit: checked.bondingLimit,
        ...extra,
      },
    });
  }

  /** Every category decided: the cycle moves to final review, in the same transaction. */
  private maybeFinalReview(tx: EntityManager, cycle: Locked): void {
    if (!allDepartmentsDecided(cycle.forms.map((f) => f.departmentStatus))) return;
    const { from, to } = moveCompanyPrequal(cycle.vendor, 'departmentsDecided');
    cycle.prequal.status = to;
    audit(tx, cycle.actor, {
      entityType: 'Prequalification',
      entityId: cycle.prequal.id,
      action: 'PREQUAL_DEPARTMENTS_DECIDED',
      changes: {
        vendorId: cycle.vendor.id,
        instance: cycle.prequal.cycle,
        prequalStatus: { from, to },
        categoryStatuses: Object.fromEntries(cycle.forms.map((f) => [f.category, f.departmentStatus])),
      },
    });
  }

  /** The return mail to the primary contact, when the forms went back to the vendor and the company has a contact e-mail. */
  private returnMail(vendor: Vendor, contact: Contact, returned: Locked['returned']): MailMessage | null {
    if (!returned || !contact?.email || !this.deps) return null;
    const link = publicLink(this.deps.config, '/vendor/prequal-form');
    return prequalReturnedMail(contact.email, contact.name ?? contact.email, vendor.companyName, returned.comment, returned.flags, link);
  }

  /**
   * Runs a decision on the company's newest cycle in one transaction with the company row locked (so
   * decisions on one company take turns and each sees the others' results), then answers the cycle's row.
   */
  private async locked(
    actor: Actor | null,
    permission: Permission,
    vendorId: string,
    change: (tx: EntityManager, cycle: Locked) => void | Promise<void>,
  ): Promise<PrequalListItemType> {
    const { actor: a, vendorId: id } = companyFor(actor, permission, vendorId);
    let mail: MailMessage | null = null;
    try {
      const row = await this.em.transactional(async (tx) => {
        const vendor = await tx.findOne(Vendor, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!vendor) throw AppError.notFound('Company');
        const prequal = await tx.findOne(Prequalification, { vendor }, { orderBy: { cycle: 'desc', createdAt: 'desc' }, refresh: true });
        if (!prequal) throw new AppError('NOT_FOUND', PREQUAL_MESSAGES.notBegun);
        const forms = inTabOrder(await tx.find(PrequalForm, { prequalification: prequal }, { populate: ['template'], refresh: true }));
        const cycle: Locked = { actor: a, vendor, prequal, forms };
        await change(tx, cycle);
        await tx.flush();
        await tx.populate(vendor, ['contacts']);
        const contact = primaryContactOf(vendor);
        mail = this.returnMail(vendor, contact, cycle.returned);
        return toPrequalListItem({ id: vendor.id, companyName: vendor.companyName, primaryContact: contact }, prequal, forms);
      });
      // After the commit, never failing the decision (a mail server that is down must not undo it).
      if (mail && this.deps) sendInBackground(this.deps.mailer, this.deps.logger, mail);
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

/** The cycle's form of a tab (SAFETY names the SAFETY or SAFETY_LITE form). */
function formOfTab(forms: readonly PrequalForm[], tab: DepartmentTab): PrequalForm {
  const form = forms.find((f) => departmentTabOf(f.category) === tab);
  if (!form) throw AppError.notFound('Form');
  return form;
}

/** Limits and plans are edited under department review and in the final review's popup; otherwise a CONFLICT naming the status. */
function assertPlanEdit(cycle: Locked): void {
  const status = cycle.vendor.prequalStatus;
  if ((PLAN_EDIT_STATUSES as readonly string[]).includes(status)) return;
  throw new AppError('CONFLICT', `This prequalification is ${PREQUAL_STATUS_WORDS[status]}; its limits and mitigation plans cannot be changed now.`);
}

/**
 * A reviewer cannot change a category that already has a decision; the admins (prequal.review) correct a
 * decided category's limits and plan in the final review's popup.
 */
function assertMayEditDecided(actor: Actor, form: PrequalForm): void {
  if (form.departmentStatus === 'DEPARTMENT_PENDING' || hasPermission(actor.role, 'prequal.review')) return;
  const tab = departmentTabOf(form.category).toLowerCase();
  throw new AppError('CONFLICT', `The ${tab} decision is already ${DEPARTMENT_STATUS_WORDS[form.departmentStatus]}; it cannot be changed.`);
}

const PLANS_MESSAGE = 'mitigationPlans must name SAFETY, FINANCIAL or LEGAL, each with its plan';

/** Plans by tab from { SAFETY, FINANCIAL, LEGAL } (SAFETY_LITE names the safety tab too). */
function plansOf(raw: unknown): Partial<Record<DepartmentTab, unknown>> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw AppError.badInput(PLANS_MESSAGE, { mitigationPlans: PLANS_MESSAGE });
  const out: Partial<Record<DepartmentTab, unknown>> = {};
  for (const [key, plan] of Object.entries(raw as Record<string, unknown>)) {
    const category = key.toUpperCase();
    if (!['SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'].includes(category)) throw AppError.badInput(PLANS_MESSAGE, { mitigationPlans: PLANS_MESSAGE });
    if (plan !== null && plan !== undefined && typeof plan !== 'string') throw AppError.badInput(PLANS_MESSAGE, { mitigationPlans: PLANS_MESSAGE });
    out[departmentTabOf(category as FormCategory)] = plan;
  }
  return out;
}
