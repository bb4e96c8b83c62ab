import { SETTINGS } from '@portal/common/settings/registry';
import { GraphQLJSON } from 'graphql-scalars';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { blankAsNull, idInput, objectOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { PrequalScoreType, ScoreWeightsViewType } from './prequal-score.types.js';

/**
 * The prequalification score, explained (docs/insights.md, "Score"), and the weights behind it. The score is read
 * with the permission that reads the answers it comes from (vendors: their own company's only, which the service
 * holds them to); the weights are the system admin's: the setting `score.weights` (common/src/settings/registry.ts),
 * checked with the schema of common/src/validation/score-weights.ts, whose field errors name the factor and field
 * (`weights.emr.full`).
 */
export const prequalScoreOperations = {
  prequalScore: operation({
    access: 'prequal.read',
    description: "A company's prequalification score (0-100) from its newest (or the named) cycle, with every factor's value, weight, points and source.",
    input: z.object({ vendorId: idInput, instance: z.preprocess(blankAsNull, z.string().nullish()) }),
    run: ({ services, actor, input }) => services.prequalScore.prequalScore(actor, input),
    graphql: { kind: 'query', returns: () => PrequalScoreType, args: { vendorId: arg(() => ID), instance: arg(() => String, { nullable: true }) } },
    rest: { method: 'get', path: '/companies/:vendorId/score' },
  }),

  scoreWeights: operation({
    access: SETTINGS['score.weights'].read,
    description: "The prequalification score's weights and thresholds, and the defaults.",
    input: z.object({}),
    run: ({ services, actor }) => services.scoreWeights.scoreWeights(actor),
    graphql: { kind: 'query', returns: () => ScoreWeightsViewType, args: {} },
    rest: { method: 'get', path: '/admin/score-weights' },
  }),

  setScoreWeights: operation({
    access: SETTINGS['score.weights'].write,
    description: "Replaces the score's weights and thresholds; every company's score is recomputed by the score-refresh job.",
    input: z.object({ weights: z.unknown() }),
    run: ({ services, actor, input }) => services.scoreWeights.setScoreWeights(actor, input.weights),
    graphql: { kind: 'mutation', returns: () => ScoreWeightsViewType, args: { weights: arg(() => GraphQLJSON) } },
    rest: { method: 'put', path: '/admin/score-weights', input: (req) => ({ weights: objectOf(req.body).weights }) },
  }),
};
