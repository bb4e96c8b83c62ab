import { Property } from '@mikro-orm/core';

/**
 * What a requirement asks of one coverage, the same columns in the builder's profile (insurance_requirement) and a
 * project's own rows (insurance_project_requirement): the minimum limits (whole cents by limit key) and the flags the
 * policy must carry. A mapped superclass, not an entity: each table keeps its own key and these columns as its own.
 */
export abstract class CoverageTerms {
  @Property({ type: 'json' })
  minimums!: Record<string, number>;

  @Property({ type: 'boolean' })
  statutory: boolean = false;

  @Property({ type: 'boolean' })
  additionalInsured: boolean = false;

  @Property({ type: 'boolean' })
  waiverOfSubrogation: boolean = false;
}
