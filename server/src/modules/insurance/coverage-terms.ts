import { Property } from '@mikro-orm/core';

/**
 * The flags a coverage carries, the same columns where a policy says it has them (insurance_policy) and where a
 * requirement asks for them (insurance_requirement, insurance_project_requirement). A mapped superclass, not an
 * entity: each table keeps these columns as its own.
 */
export abstract class CoverageFlags {
  /** Workers' compensation at the state's statutory limits. */
  @Property({ type: 'boolean' })
  statutory: boolean = false;

  @Property({ type: 'boolean' })
  additionalInsured: boolean = false;

  @Property({ type: 'boolean' })
  waiverOfSubrogation: boolean = false;
}

/**
 * What a requirement asks of one coverage, the same columns in the builder's profile (insurance_requirement) and a
 * project's own rows (insurance_project_requirement): the minimum limits (whole cents by limit key) and the flags the
 * policy must carry. Each table keeps its own key.
 */
export abstract class CoverageTerms extends CoverageFlags {
  @Property({ type: 'json' })
  minimums!: Record<string, number>;
}
