import { Entity, Enum, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { COVERAGE_TYPES, type CoverageType } from '@portal/common/domain/insurance';
import { Project } from '../projects/index.js';

/**
 * A project's own insurance requirement (docs/insurance.md): one row per coverage the project asks more of. A company
 * assigned to the project is checked against the stricter of this and the builder's profile (strictestRequirements).
 */
@Entity({ tableName: 'insurance_project_requirement' })
export class InsuranceProjectRequirement {
  [PrimaryKeyProp]?: ['project', 'coverage'];

  @ManyToOne({ entity: () => Project, primary: true, deleteRule: 'cascade' })
  project!: Rel<Project>;

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
