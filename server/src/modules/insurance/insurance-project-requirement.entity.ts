import { Entity, Enum, ManyToOne, PrimaryKey, PrimaryKeyProp, type Rel } from '@mikro-orm/core';
import { COVERAGE_TYPES, type CoverageType } from '@portal/common/domain/insurance';
import { Project } from '../projects/index.js';
import { CoverageTerms } from './coverage-terms.js';

/**
 * A project's own insurance requirement (docs/insurance.md): one row per coverage the project asks more of, with the
 * same terms as the builder's profile (CoverageTerms). A company assigned to the project is checked against the
 * stricter of this and the builder's profile (strictestRequirements).
 */
@Entity({ tableName: 'insurance_project_requirement' })
export class InsuranceProjectRequirement extends CoverageTerms {
  [PrimaryKeyProp]?: ['project', 'coverage'];

  @ManyToOne({ entity: () => Project, primary: true, deleteRule: 'cascade' })
  project!: Rel<Project>;

  @PrimaryKey({ type: 'string', length: 32 })
  @Enum({ items: () => COVERAGE_TYPES, type: 'string', length: 32 })
  coverage!: CoverageType;
}
