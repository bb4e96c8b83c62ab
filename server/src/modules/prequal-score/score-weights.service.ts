import { DEFAULT_SCORE_WEIGHTS, type ScoreWeights } from '@portal/common/insights/score-weights';
import type { Actor } from '../../auth/actor.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueScoreRefresh } from '../../jobs/score-refresh.js';
import type { SettingsService, StampedSetting } from '../settings/index.js';

export interface ScoreWeightsView {
  weights: ScoreWeights;
  defaults: ScoreWeights;
  /** When the system admin last saved them; null: the defaults, never saved. */
  updatedAt: Date | null;
}

const viewOf = ({ value, updatedAt }: StampedSetting<ScoreWeights>): ScoreWeightsView => ({ weights: value, updatedAt, defaults: DEFAULT_SCORE_WEIGHTS });

/**
 * The score's weights and thresholds: the setting `score.weights` (common/src/settings/registry.ts, which declares
 * their schema, default, permission score.weights and audit entry), read and saved by the system admin.
 */
export class ScoreWeightsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
  ) {}

  async scoreWeights(actor: Actor | null): Promise<ScoreWeightsView> {
    return viewOf(await this.settings.readStamped(actor, 'score.weights'));
  }

  /**
   * Replaces the weights, audited with the weights before and after; a change queues every company's score to be
   * recomputed with them, in the same transaction. Bad input names the factor and field and writes nothing.
   */
  async setScoreWeights(actor: Actor | null, input: unknown): Promise<ScoreWeightsView> {
    const saved = await this.settings.save(actor, 'score.weights', input, {
      field: 'weights',
      onChange: (tx) => queueScoreRefresh(this.jobs, tx, { all: true }),
    });
    return viewOf(saved);
  }
}
