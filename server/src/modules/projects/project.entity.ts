import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

/** The Projects list's sort index of a column: (column nulls first, id), read forwards or backwards (projects-list.ts). */
const sortIndex = (name: string, column: string) => `create index "${name}" on "project" ("${column}" nulls first, "id")`;

/** The expression the Projects search matches (projects-list.ts) and its trigram index is built on. */
export const PROJECT_SEARCH_SQL = `lower(coalesce(p.project_number, '') || ' ' || p.project_name)`;

/**
 * A project of the builder: an opportunity imported from the CRM (number, name, stage, volume, dates), assigned
 * to companies. The opportunity id is unique, so importing one twice updates the project it made, never a second.
 */
@Entity({ tableName: 'project' })
@Index({ name: 'project_project_number_idx', expression: sortIndex('project_project_number_idx', 'project_number') })
@Index({ name: 'project_project_name_idx', expression: sortIndex('project_project_name_idx', 'project_name') })
@Index({ name: 'project_project_stage_idx', expression: sortIndex('project_project_stage_idx', 'project_stage') })
@Index({ name: 'project_project_volume_idx', expression: sortIndex('project_project_volume_idx', 'project_volume') })
@Index({ name: 'project_start_date_idx', expression: sortIndex('project_start_date_idx', 'start_date') })
@Index({ name: 'project_end_date_idx', expression: sortIndex('project_end_date_idx', 'end_date') })
@Index({ name: 'project_created_at_idx', expression: sortIndex('project_created_at_idx', 'created_at') })
@Index({
  name: 'project_search_trgm',
  expression: `create index "project_search_trgm" on "project" using gin ((lower(coalesce("project_number", '') || ' ' || "project_name")) gin_trgm_ops)`,
})
export class Project {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The CRM opportunity this project was imported from. */
  @Property({ type: 'string', length: 64, unique: true })
  opportunityId!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  projectNumber?: string | null;

  @Property({ type: 'string', length: 255 })
  projectName!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  projectStage?: string | null;

  /** Exact money, read as a decimal string. */
  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  projectVolume?: string | null;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * A project assigned to a company: one row per pair (the primary key), found from either side (the key leads
 * with the company; the index with the project).
 */
@Entity({ tableName: 'vendor_project' })
@Index({ name: 'vendor_project_project_id_vendor_id_index', properties: ['project', 'vendor'] })
export class VendorProject {
  [PrimaryKeyProp]?: ['vendor', 'project'];
  [OptionalProps]?: 'createdAt';

  @ManyToOne({ entity: () => Vendor, primary: true, deleteRule: 'cascade' })
  vendor!: Rel<Vendor>;

  @ManyToOne({ entity: () => Project, primary: true, deleteRule: 'cascade' })
  project!: Rel<Project>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
