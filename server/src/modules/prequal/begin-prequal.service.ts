import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { categoriesFor } from '@portal/common/domain/categories';
import { REGISTRATION_STATUS_WORDS } from '@portal/common/domain/statuses';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { latestTemplate, safetyFormEmployeeCount, type FormCategory } from '../forms/index.js';
import { companyFor, cycleOf, noEmployees } from './prequal-access.js';
import { PrequalForm } from './prequal-form.entity.js';
import { formSetOf, type PrequalFormSet } from './prequal-form-set.js';
import { moveCompanyPrequal } from './prequal-projection.js';
import { nextPrequalStatus, type PrequalStatus } from './prequal-status.js';
import { Prequalification } from './prequalification.entity.js';

/**
 * Begin prequalification (POST /vendor/begin-prequal/{id}, beginPrequal): a new cycle with its three DRAFT
 * forms on the newest template versions, and the company in progress, all in one transaction.
 */
export class BeginPrequalService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The company's admin for its own company, or the internal prequalification editors for any. The company
   * row is locked first (select ... for update), so of two clicks or two concurrent calls one begins the
   * cycle and the other finds the company in progress and is refused: exactly one set of forms.
   */
  async begin(actor: Actor | null, vendorId?: string | null): Promise<PrequalFormSet> {
    const { actor: a, vendorId: id } = companyFor(actor, 'prequal.begin', vendorId);
    return this.em.transactional(async (tx) => {
      const vendor = await tx.findOne(Vendor, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!vendor) throw AppError.notFound('Company');
      if (vendor.registrationStatus !== 'APPROVED') {
        throw new AppError(
          'CONFLICT',
          `This company's registration is ${REGISTRATION_STATUS_WORDS[vendor.registrationStatus]}; prequalification begins once it is approved.`,
        );
      }
      // Refuses (naming the status) anything but NOT_STARTED and AWAITING_RENEWAL, a second click included.
      const { prequal, forms, from, to, threshold } = await openCycle(tx, vendor, 'begin');
      audit(tx, a, {
        entityType: 'Prequalification',
        entityId: prequal.id,
        action: 'PREQUAL_BEGUN',
        changes: {
          vendorId: vendor.id,
          instance: prequal.cycle,
          prequalStatus: { from, to },
          noOfEmployees: vendor.noOfEmployees,
          safetyFormEmployeeCount: threshold,
          forms: forms.map((f) => ({ category: f.category, templateVersion: f.template.version })),
        },
      });
      await tx.flush();
      return formSetOf(a, vendor, prequal, forms);
    });
  }
}

/** A cycle just opened: the new cycle, its three forms (tab order), the company's move and the safety threshold it used. */
export interface OpenedCycle {
  prequal: Prequalification;
  forms: PrequalForm[];
  from: PrequalStatus;
  to: PrequalStatus;
  threshold: number;
}

/**
 * Opens a new cycle of a locked company (begin and renewal share it): this month's instance (refused when the
 * company already has one), a DRAFT form per department on the newest template versions (SAFETY_LITE below the
 * safety-form employee threshold), the company moved by `transition`. The caller audits and flushes.
 */
export async function openCycle(tx: EntityManager, vendor: Vendor, transition: 'begin' | 'startRenewal', renewsId: string | null = null): Promise<OpenedCycle> {
  nextPrequalStatus(vendor.prequalStatus, transition);
  if (vendor.noOfEmployees === null || vendor.noOfEmployees === undefined) throw noEmployees();
  const cycle = cycleOf(new Date());
  if ((await tx.count(Prequalification, { vendor, cycle })) > 0) {
    throw new AppError('CONFLICT', `This company already began a prequalification this month (${cycle}); a new one can begin next month.`);
  }
  const threshold = await safetyFormEmployeeCount(tx);
  // One form per department of the registry, each department picking its category (Safety Lite below the threshold).
  const categories = categoriesFor({ noOfEmployees: vendor.noOfEmployees, safetyFormEmployeeCount: threshold });
  const templates = [];
  for (const category of categories) templates.push(await latestTemplate(tx, category as FormCategory));

  const { from, to } = moveCompanyPrequal(vendor, transition);
  const prequal = tx.create(Prequalification, { vendor, cycle, status: to, renewsId });
  const forms = templates.map((template) => tx.create(PrequalForm, { prequalification: prequal, category: template.category, template }));
  return { prequal, forms, from, to, threshold };
}

/** The company's newest completed cycle (final approval done; later marked for renewal or not), other than `except`. */
export async function lastCompletedCycle(em: EntityManager, vendor: Vendor, except?: string): Promise<Prequalification | null> {
  return em.findOne(
    Prequalification,
    {
      vendor,
      ...(except ? { id: { $ne: except } } : {}),
      $or: [{ completedAt: { $ne: null } }, { status: { $in: ['COMPLETED', 'AWAITING_RENEWAL'] } }],
    },
    { orderBy: { cycle: 'desc', createdAt: 'desc' } },
  );
}
