import type { EntityManager } from '@mikro-orm/postgresql';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { Vendor } from '../companies/index.js';
import { type PrequalCycleType, PrequalForm, Prequalification, toPrequalCycle } from '../prequal/index.js';

/** A company's Prequal History: every cycle (instance), newest first, with its decisions. */
export class PrequalHistoryService {
  constructor(private readonly em: EntityManager) {}

  async history(vendorId: string): Promise<PrequalCycleType[]> {
    assertUuid(vendorId, 'Company');
    if ((await this.em.count(Vendor, { id: vendorId })) === 0) throw AppError.notFound('Company');
    const cycles = await this.em.find(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc' } });
    if (!cycles.length) return [];
    // The cycles' forms in one statement, not one per cycle.
    const forms = await this.em.find(PrequalForm, { prequalification: { $in: cycles.map((c) => c.id) } });
    return cycles.map((c) =>
      toPrequalCycle(
        vendorId,
        c,
        forms.filter((f) => f.prequalification.id === c.id),
      ),
    );
  }
}
