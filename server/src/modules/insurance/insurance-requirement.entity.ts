import { Entity, Enum, PrimaryKey } from '@mikro-orm/core';
import { COVERAGE_TYPES, type CoverageType } from '@portal/common/domain/insurance';
import { CoverageTerms } from './coverage-terms.js';

/**
 * One row of the builder's insurance requirement profile, kept as data that the system admin edits (like the limit
 * rules): a required coverage's minimum limits and the flags it must carry (CoverageTerms).
 */
@Entity({ tableName: 'insurance_requirement' })
export class InsuranceRequirement extends CoverageTerms {
  @PrimaryKey({ type: 'string', length: 32 })
  @Enum({ items: () => COVERAGE_TYPES, type: 'string', length: 32 })
  coverage!: CoverageType;
}
