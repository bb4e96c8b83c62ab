import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { COVERAGE_TYPES, type CoverageType } from '@portal/common/domain/insurance';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';
import { StoredFile } from '../files/index.js';
import { CoverageFlags } from './coverage-terms.js';

/**
 * One policy of a company's certificate of insurance, as structured data (docs/insurance.md): its coverage, carrier,
 * number, limits (whole cents by the coverage's limit keys, common/src/domain/insurance.ts), dates and flags, and
 * the stored certificate it is read from. The flags are CoverageFlags, as a requirement asks them. The expiry index
 * serves the daily reminder scan.
 */
@Entity({ tableName: 'insurance_policy' })
@Index({ name: 'insurance_policy_vendor_idx', properties: ['vendor', 'coverage'] })
@Index({ name: 'insurance_policy_expiry_date_idx', properties: ['expiryDate', 'vendor'] })
export class InsurancePolicy extends CoverageFlags {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'statutory' | 'additionalInsured' | 'waiverOfSubrogation';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  @Enum({ items: () => COVERAGE_TYPES, type: 'string', length: 32 })
  coverage!: CoverageType;

  @Property({ type: 'string', length: 200 })
  carrier!: string;

  @Property({ type: 'string', length: 100 })
  policyNumber!: string;

  @Property({ columnType: 'date', type: 'string' })
  effectiveDate!: string;

  @Property({ columnType: 'date', type: 'string' })
  expiryDate!: string;

  /** Whole cents by limit key ({ eachOccurrence: 100000000 }). */
  @Property({ type: 'json' })
  limits!: Record<string, number>;

  /** The certificate of insurance (a stored file of the same company); a deleted file takes its policies along. */
  @ManyToOne(() => StoredFile, { deleteRule: 'cascade' })
  certificateFile!: StoredFile;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
