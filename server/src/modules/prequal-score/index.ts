import { DEFAULT_SCORE_WEIGHTS } from '@portal/common/insights/score-weights';
import { defineModule } from '../module.js';
import { prequalScoreOperations } from './prequal-score.operations.js';
import { PrequalScoreService } from './prequal-score.service.js';
import { scoreRefreshWorker } from './score-refresh.worker.js';
import { ScoreWeightsRow } from './score-weights.entity.js';
import { ScoreWeightsService } from './score-weights.service.js';

export type { PrequalScoreService } from './prequal-score.service.js';
export type { ScoreWeightsService } from './score-weights.service.js';

declare module '../module.js' {
  interface Services {
    prequalScore: PrequalScoreService;
    scoreWeights: ScoreWeightsService;
  }
}

/**
 * The prequalification score, explained (docs/insights.md, "Score"): computed by the pure function of
 * common/src/insights/score.ts from a cycle's answers, the company's NAICS code and insurance compliance, and the
 * weights the system admin edits (`score_weights`, one row); kept per company (`vendor.prequal_score`) by the
 * score-refresh job for the lists. A department reviewer decides; the score never decides alone.
 */
export const prequalScoreModule = defineModule({
  name: 'prequal-score',
  entities: [ScoreWeightsRow],
  operations: prequalScoreOperations,
  services: {
    prequalScore: ({ em, services }) => new PrequalScoreService(em, services.prequalForms),
    scoreWeights: ({ em, deps }) => new ScoreWeightsService(em, deps.jobs),
  },
  workers: [scoreRefreshWorker],
  seeds: {
    // The defaults as the row a fresh database starts with, so the weights are data from the first day.
    reference: async (em) => {
      await em.execute('insert into score_weights (id, weights) values (1, ?::jsonb) on conflict (id) do nothing', [JSON.stringify(DEFAULT_SCORE_WEIGHTS)]);
    },
  },
});
