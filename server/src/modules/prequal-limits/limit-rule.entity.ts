import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { LIMIT_KINDS, type LimitKind } from './limit-rules.js';

/** One rule suggesting a financial limit: limit = basis x multiplier, at most cap (limit-rules.ts applies them). */
@Entity({ tableName: 'limit_rule' })
export class LimitRule {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => LIMIT_KINDS, type: 'string' })
  limit!: LimitKind;

  /** A computed measure (COMPUTED_MEASURES) or a financial answer's slug. */
  @Property({ type: 'string', length: 100 })
  basis!: string;

  /** Exact, read as a decimal string. */
  @Property({ type: 'decimal', precision: 12, scale: 4 })
  multiplier!: string;

  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  cap?: string | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer' })
  position!: number;
}
