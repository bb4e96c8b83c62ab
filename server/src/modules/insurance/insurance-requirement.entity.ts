import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { COVERAGE_TYPES, type CoverageType } from '@portal/common/domain/insurance';

/**
 * One row of the builder's insurance requirement profile, kept as data that the system admin edits (like the limit
 * rules): a required coverage's minimum limits (whole cents by limit key) and the flags it must carry.
 */
@Entity({ tableName: 'insurance_requirement' })
export class InsuranceRequirement {
  @PrimaryKey({ type: 'string', length: 32 })
  @Enum({ items: () => COVERAGE_TYPES, type: 'string', length: 32 })
  coverage!: CoverageType;

  @Property({ type: 'json' })
  minimums!: Record<string, number>;

  @Property({ type: 'boolean' })
  statutory: boolean = false;

  @Property({ type: 'boolean' })
  additionalInsured: boolean = false;

  @Property({ type: 'boolean' })
  waiverOfSubrogation: boolean = false;
}
