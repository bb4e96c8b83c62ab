import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ScoreWeights } from '@portal/common/insights/score-weights';

/**
 * The score's weights and thresholds (common/src/insights/score-weights.ts), kept as one row of JSON that the system
 * admin edits: the row of id 1, the only one the service reads or writes. Without the row the defaults apply.
 */
@Entity({ tableName: 'score_weights' })
export class ScoreWeightsRow {
  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id: number = 1;

  @Property({ type: 'json' })
  weights!: ScoreWeights;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
