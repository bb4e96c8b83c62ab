import { Entity, Index, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Vendor } from './vendor.entity.js';

/** A registration contact: position 0 is the primary contact; the id is the secondary contacts' contactId. */
@Entity({ tableName: 'vendor_contact' })
@Index({ properties: ['vendor', 'position'] })
export class VendorContact {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // Named, not imported: Vendor imports this file, and a type-only import keeps the modules free of a cycle.
  @ManyToOne({ entity: 'Vendor', deleteRule: 'cascade' })
  vendor!: Rel<Vendor>;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'string', length: 100, nullable: true }) firstName?: string | null;
  @Property({ type: 'string', length: 100, nullable: true }) lastName?: string | null;
  @Property({ type: 'string', length: 100, nullable: true }) jobTitle?: string | null;
  @Property({ type: 'string', length: 254, nullable: true }) email?: string | null;
  @Property({ type: 'string', length: 12, nullable: true }) cellPhone?: string | null;
}
