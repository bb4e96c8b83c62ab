import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { PREQUAL_PRIORITIES, type PrequalPriority } from '@portal/common/domain/statuses';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import {
  companyFor,
  lastCompletedCycle,
  moveCompanyPrequal,
  PREQUAL_MESSAGES,
  type PrequalCycleType,
  PrequalForm,
  Prequalification,
  type PrequalListItemType,
  toPrequalCycle,
  toPrequalListItem,
} from '../prequal/index.js';

export const STAFF_MESSAGES = {
  submittedAtRequired: 'Submitted Date is required',
  invalidDate: 'Invalid date format.',
  priority: 'priority must be LOW, MEDIUM or HIGH',
  instanceRequired: 'instance is required',
} as const;

/** A locked company with the cycle an action is about. */
interface LockedCycle {
  actor: Actor;
  vendor: Vendor;
  prequal: Prequalification;
}

/**
 * Staff actions on a company's cycle that are not decisions: the department table's priority, the submitted
 * date (history), and deleting an in-progress cycle's forms ("Delete forms?"). Each runs in one transaction
 * with the company row locked, and is audited in it.
 */
export class PrequalStaffService {
  constructor(private readonly em: EntityManager) {}

  /**
   * PUT /vendor/prequal/{id}/priority: the newest cycle's priority (LOW, MEDIUM, HIGH). It is a cell of the
   * department review table, which the reviewer may edit throughout (admin specification section 6).
   */
  async setPriority(actor: Actor | null, vendorId: string | null | undefined, priority: unknown): Promise<PrequalListItemType> {
    const wanted = typeof priority === 'string' ? priority.trim().toUpperCase() : '';
    return this.inCycle(actor, 'prequal.departmentDecide', vendorId, null, async (tx, { actor: a, vendor, prequal }) => {
      if (!(PREQUAL_PRIORITIES as readonly string[]).includes(wanted)) throw AppError.badInput(STAFF_MESSAGES.priority, { priority: STAFF_MESSAGES.priority });
      const from = prequal.priority;
      prequal.priority = wanted as PrequalPriority;
      audit(tx, a, {
        entityType: 'Prequalification',
        entityId: prequal.id,
        action: 'PREQUAL_PRIORITY_CHANGED',
        changes: { vendorId: vendor.id, instance: prequal.cycle, priority: { from, to: prequal.priority } },
      });
      await tx.flush();
      return toPrequalListItem(vendor, prequal, await tx.find(PrequalForm, { prequalification: prequal }));
    });
  }

  /**
   * PATCH /vendor/prequal/{id}/submitted-at: a cycle's submitted date (the newest cycle unless `instance` names
   * one). Required, a date, within one year before to one year after today (days in the portal's time zone).
   */
  async setSubmittedAt(actor: Actor | null, vendorId: string | null | undefined, input: { instance?: string | null; submittedAt: unknown }): Promise<PrequalCycleType> {
    return this.inCycle(actor, 'prequal.editSubmissionDate', vendorId, input.instance, async (tx, { actor: a, vendor, prequal }) => {
      const submittedAt = submittedDateOf(input.submittedAt, new Date());
      const from = prequal.submittedAt ?? null;
      prequal.submittedAt = submittedAt;
      audit(tx, a, {
        entityType: 'Prequalification',
        entityId: prequal.id,
        action: 'PREQUAL_SUBMITTED_AT_CHANGED',
        changes: { vendorId: vendor.id, instance: prequal.cycle, submittedAt: { from: from?.toISOString() ?? null, to: submittedAt.toISOString() } },
      });
      await tx.flush();
      return toPrequalCycle(vendor.id, prequal, await tx.find(PrequalForm, { prequalification: prequal }));
    });
  }

  /**
   * DELETE /vendor/prequal { vendorId, instance }: the cycle and its three forms, only while the company is in
   * progress on that cycle (its newest; submitted forms waiting for review, and past cycles, are kept). The
   * company goes back to NOT_STARTED, or to AWAITING_RENEWAL when it has an earlier completed cycle.
   */
  async deleteForms(actor: Actor | null, vendorId: string | null | undefined, instance: string | null | undefined): Promise<true> {
    if (!instance?.trim()) throw AppError.badInput(STAFF_MESSAGES.instanceRequired, { instance: STAFF_MESSAGES.instanceRequired });
    return this.inCycle(actor, 'prequal.review', vendorId, instance, async (tx, { actor: a, vendor, prequal }) => {
      const newest = await newestCycle(tx, vendor);
      if (newest?.id !== prequal.id) throw new AppError('CONFLICT', `The prequalification of ${prequal.cycle} is a past one; its forms cannot be deleted.`);
      const earlier = await lastCompletedCycle(tx, vendor, prequal.id);
      const { from, to } = moveCompanyPrequal(vendor, earlier ? 'deleteRenewalForms' : 'deleteForms');
      const forms = await tx.find(PrequalForm, { prequalification: prequal });
      audit(tx, a, {
        entityType: 'Prequalification',
        entityId: prequal.id,
        action: 'PREQUAL_FORMS_DELETED',
        changes: {
          vendorId: vendor.id,
          instance: prequal.cycle,
          prequalStatus: { from, to },
          forms: forms.map((f) => ({ id: f.id, category: f.category, status: f.status })),
          ...(earlier ? { lastCompleted: earlier.cycle } : {}),
        },
      });
      for (const form of forms) tx.remove(form);
      tx.remove(prequal);
      await tx.flush();
      return true as const;
    });
  }

  /** Runs `change` in a transaction with the company row locked and its cycle (named by instance, or the newest) found. */
  private async inCycle<T>(
    actor: Actor | null,
    permission: 'prequal.review' | 'prequal.departmentDecide' | 'prequal.editSubmissionDate',
    vendorId: string | null | undefined,
    instance: string | null | undefined,
    change: (tx: EntityManager, cycle: LockedCycle) => Promise<T>,
  ): Promise<T> {
    const { actor: a, vendorId: id } = companyFor(actor, permission, vendorId);
    return this.em.transactional(async (tx) => {
      const vendor = await tx.findOne(Vendor, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!vendor) throw AppError.notFound('Company');
      const wanted = instance?.trim();
      const prequal = wanted ? await tx.findOne(Prequalification, { vendor, cycle: wanted }, { refresh: true }) : await newestCycle(tx, vendor);
      if (!prequal) throw new AppError('NOT_FOUND', wanted ? `There is no prequalification ${wanted} of this company.` : PREQUAL_MESSAGES.notBegun);
      return change(tx, { actor: a, vendor, prequal });
    });
  }
}

/** The company's newest cycle, or null. */
export async function newestCycle(em: EntityManager, vendor: Vendor): Promise<Prequalification | null> {
  return em.findOne(Prequalification, { vendor }, { orderBy: { cycle: 'desc', createdAt: 'desc' }, refresh: true });
}

/** A calendar day in the portal's time zone, as YYYY-MM-DD. */
function dayOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM-DD as the portal writes dates (MMM d, yyyy). */
function shownDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}

/** A text that starts with a date (YYYY-MM-DD) names a real day: no February 30 rolled into March. */
function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return true;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** The same day `years` years away (Feb 29 becomes Feb 28 in a common year). */
function yearsFrom(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const year = y! + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d!;
  return `${year}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/**
 * The submitted date as given (an ISO date-time, a date, or a Date): required ('Submitted Date is
 * required'), valid ('Invalid date format.') and, by its day in the portal's time zone, from one year before
 * today to one year after ('Date must be between Nov 23, 2025 and Nov 23, 2027.').
 */
export function submittedDateOf(raw: unknown, now: Date): Date {
  const fail = (message: string) => AppError.badInput(message, { submittedAt: message });
  if (raw === null || raw === undefined || (typeof raw === 'string' && !raw.trim())) throw fail(STAFF_MESSAGES.submittedAtRequired);
  const at = raw instanceof Date ? raw : typeof raw === 'string' || typeof raw === 'number' ? new Date(typeof raw === 'string' ? raw.trim() : raw) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || (typeof raw === 'string' && !isCalendarDay(raw.trim()))) throw fail(STAFF_MESSAGES.invalidDate);
  const today = dayOf(now);
  const min = yearsFrom(today, -1);
  const max = yearsFrom(today, 1);
  const day = dayOf(at);
  if (day < min || day > max) throw fail(`Date must be between ${shownDay(min)} and ${shownDay(max)}.`);
  return at;
}
