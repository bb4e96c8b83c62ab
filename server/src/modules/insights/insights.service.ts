import type { EntityManager } from '@mikro-orm/postgresql';
import { financialRatios, type FinancialRatios } from '@portal/common/insights/financial-ratios';
import { safetyMetrics, type SafetyMetrics } from '@portal/common/insights/safety-metrics';
import type { Actor } from '../../auth/actor.js';
import { Vendor } from '../companies/index.js';
import { formOfTab, type PrequalFormsService } from '../prequal/index.js';

/** Which company and cycle: the vendor's own when no vendorId (staff name one); the newest cycle when no instance. */
export interface InsightsRef {
  vendorId?: string | null;
  instance?: string | null;
}

export type SafetyMetricsView = SafetyMetrics & { vendorId: string; instance: string; category: string };
export type FinancialRatiosView = FinancialRatios & { vendorId: string; instance: string };

/**
 * The numbers a reviewer decides on, computed from a cycle's answers by the pure functions of common/src/insights.
 * Reading them is reading the forms: the prequal forms service checks the actor (a vendor its own company only)
 * and finds the cycle, so the metrics can never reach further than the answers they come from.
 */
export class InsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly prequalForms: PrequalFormsService,
  ) {}

  async safetyMetrics(actor: Actor | null, ref: InsightsRef): Promise<SafetyMetricsView> {
    const set = await this.prequalForms.formSet(actor, ref);
    const form = formOfTab(set.forms, 'SAFETY');
    const vendor = await this.em.fork().findOneOrFail(Vendor, { id: set.vendorId }, { fields: ['naicsCode'] });
    return { ...safetyMetrics(form.answers ?? {}, vendor.naicsCode), vendorId: set.vendorId, instance: set.instance, category: form.category };
  }

  async financialRatios(actor: Actor | null, ref: InsightsRef): Promise<FinancialRatiosView> {
    const set = await this.prequalForms.formSet(actor, ref);
    const form = formOfTab(set.forms, 'FINANCIAL');
    return { ...financialRatios(form.answers ?? {}), vendorId: set.vendorId, instance: set.instance };
  }
}
