import { defineModule } from '../module.js';
import { prequalScoreOperations } from './prequal-score.operations.js';
import { PrequalScoreService } from './prequal-score.service.js';
import { scoreRefreshWorker } from './score-refresh.worker.js';
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
 * weights the system admin edits (the setting `score.weights`, modules/settings); kept per company (`vendor.prequal_score`) by the
 * score-refresh job for the lists. A department reviewer decides; the score never decides alone.
 */
export const prequalScoreModule = defineModule({
  name: 'prequal-score',
  operations: prequalScoreOperations,
  services: {
    prequalScore: ({ em, services }) => new PrequalScoreService(em, services.prequalForms),
    scoreWeights: ({ deps, services }) => new ScoreWeightsService(services.settings, deps.jobs),
  },
  workers: [scoreRefreshWorker],
});
