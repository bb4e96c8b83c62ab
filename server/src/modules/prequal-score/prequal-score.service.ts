import type { EntityManager } from '@mikro-orm/postgresql';
import { FINANCIALS_READ, NO_FINANCIAL_ACCESS } from '@portal/common/auth/answer-access';
import { hasPermission } from '@portal/common/auth/roles';
import { prequalScore, type ScoreFactor } from '@portal/common/insights/score';
import { FINANCIAL_SCORE_FACTORS } from '@portal/common/insights/score-weights';
import type { Actor } from '../../auth/actor.js';
import { Vendor } from '../companies/index.js';
import type { PrequalFormsService } from '../prequal/index.js';
import { readStampedSetting } from '../settings/index.js';
import { complianceOf, portalYear, scoreInputsOf } from './score-compute.js';

/** A factor as a reader sees it: a financial factor is withheld (no value, points or answers) without FINANCIALS_READ. */
export type ScoreFactorView = Omit<ScoreFactor, 'points'> & { points: number | null; withheld: boolean };

export interface PrequalScoreView {
  vendorId: string;
  instance: string;
  /** The score of the cycle's answers with the weights as they stand now. */
  score: number;
  factors: ScoreFactorView[];
  /** The score the lists sort and filter by (written by the score-refresh job), and when; null until computed. */
  listedScore: number | null;
  listedAt: Date | null;
  /** When the weights were last saved; null: the defaults. */
  weightsUpdatedAt: Date | null;
}

const withheld = (f: ScoreFactor): ScoreFactorView => ({ ...f, value: NO_FINANCIAL_ACCESS, points: null, inputs: [], source: 'Financial form', withheld: true });

/**
 * A company's prequalification score, explained factor by factor (common/src/insights/score.ts), from its newest
 * cycle (or the named one). Reading it is reading the forms: the prequal forms service checks the actor (a vendor its
 * own company only) and finds the cycle. The score itself is shown to every reader; the financial factors only to
 * the roles that read the financial answers.
 */
export class PrequalScoreService {
  constructor(
    private readonly em: EntityManager,
    private readonly prequalForms: PrequalFormsService,
  ) {}

  async prequalScore(actor: Actor | null, ref: { vendorId?: string | null; instance?: string | null }): Promise<PrequalScoreView> {
    const set = await this.prequalForms.formSet(actor, ref);
    const em = this.em.fork();
    const vendor = await em.findOneOrFail(Vendor, { id: set.vendorId }, { fields: ['naicsCode', 'prequalScore', 'prequalScoreAt'] });
    const { value: weights, updatedAt } = await readStampedSetting(em, 'score.weights');
    const compliance = (await complianceOf(em, [set.vendorId])).get(set.vendorId) ?? null;
    const result = prequalScore(scoreInputsOf(set.forms, vendor.naicsCode, compliance, portalYear()), weights);
    const mayReadFinancials = hasPermission(actor?.role, FINANCIALS_READ);
    return {
      vendorId: set.vendorId,
      instance: set.instance,
      score: result.score,
      factors: result.factors.map((f) => (!mayReadFinancials && FINANCIAL_SCORE_FACTORS.includes(f.key) ? withheld(f) : { ...f, withheld: false })),
      listedScore: vendor.prequalScore ?? null,
      listedAt: vendor.prequalScoreAt ?? null,
      weightsUpdatedAt: updatedAt,
    };
  }
}
