import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { ScoreWeights } from '@portal/common/insights/score-weights';

@ObjectType('ScoreFactorAnswer', { description: 'An answer or record a score factor read: its question slug (or key), its label and its value.' })
export class ScoreFactorAnswerType {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) value!: string | null;
}

@ObjectType('ScoreFactor', { description: 'One factor of the prequalification score: its value, weight, points and where it came from.' })
export class ScoreFactorType {
  @Field(() => String, { description: 'trir, dart, fatalities, emr, emrTrend, currentRatio, debtToEquity, workingCapital, insurance, yearsInBusiness, completeness.' })
  key!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'The value as shown, or why the factor could not be scored, or that it is withheld.' }) value!: string;
  @Field(() => Float, { nullable: true, description: 'Points earned (one decimal); null when withheld.' }) points!: number | null;
  @Field(() => Float, { description: 'The weight as configured.' }) weight!: number;
  @Field(() => Float, { description: 'The most the factor can earn once the weights are normalised over the factors scored.' }) maxPoints!: number;
  @Field(() => String, { description: 'The form and questions, or the record, the value came from.' }) source!: string;
  @Field(() => [ScoreFactorAnswerType]) inputs!: ScoreFactorAnswerType[];
  @Field(() => String, { description: 'The rule and its thresholds in words.' }) rule!: string;
  @Field(() => Boolean, { description: 'Left out (its weight spread over the others): it could not be scored.' }) missing!: boolean;
  @Field(() => Boolean, { description: 'A financial factor hidden from a role without prequal.financials.read.' }) withheld!: boolean;
}

@ObjectType('PrequalScore', {
  description: "A company's prequalification score (0-100) and every factor behind it. A reviewer decides; the score never decides alone.",
})
export class PrequalScoreType {
  @Field(() => String) vendorId!: string;
  @Field(() => String) instance!: string;
  @Field(() => Int, { description: "The score of the cycle's answers with the weights as they stand now." }) score!: number;
  @Field(() => [ScoreFactorType]) factors!: ScoreFactorType[];
  @Field(() => Int, { nullable: true, description: 'The score the lists sort and filter by, as the last refresh wrote it.' }) listedScore!: number | null;
  @Field(() => Date, { nullable: true }) listedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the weights were last saved; null: the defaults.' }) weightsUpdatedAt!: Date | null;
}

@ObjectType('ScoreWeightsView', { description: "The score's weights and thresholds (docs/insights.md, Score), and the defaults as shipped." })
export class ScoreWeightsViewType {
  @Field(() => GraphQLJSON, { description: 'Each factor: weight (0-100) and thresholds (common/src/insights/score-weights.ts).' }) weights!: ScoreWeights;
  @Field(() => GraphQLJSON) defaults!: ScoreWeights;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
}
