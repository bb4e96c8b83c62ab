import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_SCORE_WEIGHTS, type ScoreWeights } from '@portal/common/insights/score-weights';
import { scoreWeightsError, scoreWeightsSchema } from '@portal/common/validation/score-weights';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueScoreRefresh } from '../../jobs/score-refresh.js';
import { audit } from '../audit/index.js';
import { ScoreWeightsRow } from './score-weights.entity.js';

export interface ScoreWeightsView {
  weights: ScoreWeights;
  defaults: ScoreWeights;
  /** When the system admin last saved them; null: the defaults, never saved. */
  updatedAt: Date | null;
}

/**
 * The weights as stored, each factor over its default (a factor added after the row was saved takes its default);
 * the defaults when there is no row, or when the row no longer parses.
 */
export async function loadScoreWeights(em: EntityManager): Promise<{ weights: ScoreWeights; updatedAt: Date | null }> {
  const row = await em.findOne(ScoreWeightsRow, { id: 1 }, { refresh: true });
  if (!row) return { weights: DEFAULT_SCORE_WEIGHTS, updatedAt: null };
  const parsed = scoreWeightsSchema.safeParse({ ...DEFAULT_SCORE_WEIGHTS, ...row.weights });
  return { weights: parsed.success ? parsed.data : DEFAULT_SCORE_WEIGHTS, updatedAt: row.updatedAt };
}

/** The score's weights and thresholds: read and saved by the system admin (score.weights), each save audited. */
export class ScoreWeightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  async scoreWeights(actor: Actor | null): Promise<ScoreWeightsView> {
    authorize(actor, 'score.weights');
    return { ...(await loadScoreWeights(this.em.fork())), defaults: DEFAULT_SCORE_WEIGHTS };
  }

  /**
   * Replaces the weights, audited with the weights before and after, and queues every company's score to be
   * recomputed with them in the same transaction. Bad input names the factor and field and writes nothing.
   */
  async setScoreWeights(actor: Actor | null, input: unknown): Promise<ScoreWeightsView> {
    const a = authorize(actor, 'score.weights');
    const parsed = scoreWeightsSchema.safeParse(input);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [`weights.${i.path.join('.')}`, i.message]));
      throw AppError.badInput(scoreWeightsError(parsed.error), fields);
    }
    const weights = parsed.data;
    return this.em.fork().transactional(async (tx) => {
      // One save at a time: the second waits for the first and records it as its "before".
      await tx.execute('lock table "score_weights" in share row exclusive mode');
      const before = await loadScoreWeights(tx);
      const updatedAt = new Date();
      await tx.upsert(ScoreWeightsRow, { id: 1, weights, updatedAt });
      audit(tx, a, { entityType: 'ScoreWeights', entityId: null, action: 'SCORE_WEIGHTS_SAVED', changes: { weights: { from: before.weights, to: weights } } });
      await queueScoreRefresh(this.jobs, tx, { all: true });
      await tx.flush();
      return { weights, updatedAt, defaults: DEFAULT_SCORE_WEIGHTS };
    });
  }
}
