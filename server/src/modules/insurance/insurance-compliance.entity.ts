import { Entity, Enum, Index, OneToOne, Property } from '@mikro-orm/core';
import { COMPLIANCE_STATUSES, type ComplianceStatus } from '@portal/common/domain/insurance';
import { Vendor } from '../companies/index.js';

/**
 * A company's insurance compliance as the lists and the dashboard read it in SQL: written with every change of its
 * policies or of the requirement profile (compliance-refresh.ts), and by the daily scan when `nextChange` (the day a
 * policy expires or takes effect) comes. A company without any policy has no row.
 */
@Entity({ tableName: 'insurance_compliance' })
@Index({
  name: 'insurance_compliance_status_next_expiry_idx',
  expression: 'create index "insurance_compliance_status_next_expiry_idx" on "insurance_compliance" ("status", "next_expiry" nulls first, "vendor_id")',
})
@Index({ name: 'insurance_compliance_next_change_idx', properties: ['nextChange'] })
export class InsuranceCompliance {
  @OneToOne(() => Vendor, { primary: true, deleteRule: 'cascade', owner: true })
  vendor!: Vendor;

  @Enum({ items: () => COMPLIANCE_STATUSES, type: 'string', length: 16 })
  status!: ComplianceStatus;

  /** The gaps in words (checkCompliance), in the registry's order. */
  @Property({ type: 'json' })
  gaps!: string[];

  @Property({ columnType: 'date', type: 'string', nullable: true })
  nextExpiry?: string | null;

  /** The next day this row's answer can change by the calendar alone. */
  @Property({ columnType: 'date', type: 'string', nullable: true })
  nextChange?: string | null;

  @Property({ type: 'datetime' })
  checkedAt: Date = new Date();
}
