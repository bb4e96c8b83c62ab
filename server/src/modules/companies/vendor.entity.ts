import { Collection, DecimalType, Entity, Enum, Index, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PREQUAL_STATUSES, REGISTRATION_STATUSES, type PrequalStatus, type RegistrationStatus } from '@portal/common/domain/statuses';
import { VendorContact } from './vendor-contact.entity.js';

export const CRM_SYNC_STATUSES = ['PENDING', 'SYNCED', 'FAILED'] as const;
export type CrmSyncStatus = (typeof CRM_SYNC_STATUSES)[number];

const listIndex = (name: string, column: string) => `create index "${name}" on "vendor" ("registration_status", "${column}" nulls first, "id")`;
/** The trigram index of the company names of one registration status (a search within a status, registration-list.ts). */
const statusSearchIndex = (status: RegistrationStatus) =>
  `create index "vendor_${status.toLowerCase()}_company_name_trgm" on "vendor" using gin (lower("company_name") gin_trgm_ops) where "registration_status" = '${status}'`;
/** The Companies list: every company past its draft, by a sort column (nulls first) and id. */
const listedIndex = (name: string, column: string) => `create index "${name}" on "vendor" ("${column}" nulls first, "id") where "registration_status" <> 'DRAFT'`;
const text = (length = 255) => ({ type: 'string', length, nullable: true }) as const;
const money = () => ({ type: 'decimal', precision: 17, scale: 2, nullable: true }) as const;
const list = () => ({ type: 'string[]', columnType: 'text[]', defaultRaw: `'{}'` }) as const;

/**
 * A vendor company, from its first saved draft to an approved account (registration form fields:
 * specification section 3). Money is numeric(17,2) read as exact decimal strings, never floats.
 */
@Entity({ tableName: 'vendor' })
// The registration lists (registration/registration-list.ts): status, then the sort column (nulls first) and id;
// a search is a substring of the company name (trigrams; one partial index per status for a search within one).
@Index({ name: 'vendor_status_submitted_at_idx', expression: listIndex('vendor_status_submitted_at_idx', 'submitted_at') })
@Index({ name: 'vendor_status_created_at_idx', expression: listIndex('vendor_status_created_at_idx', 'created_at') })
@Index({ name: 'vendor_status_company_name_idx', expression: listIndex('vendor_status_company_name_idx', 'company_name') })
@Index({ name: 'vendor_draft_company_name_trgm', expression: statusSearchIndex('DRAFT') })
@Index({ name: 'vendor_submitted_company_name_trgm', expression: statusSearchIndex('SUBMITTED') })
@Index({ name: 'vendor_approved_company_name_trgm', expression: statusSearchIndex('APPROVED') })
@Index({ name: 'vendor_rejected_company_name_trgm', expression: statusSearchIndex('REJECTED') })
@Index({
  name: 'vendor_company_name_trgm',
  expression: `create index "vendor_company_name_trgm" on "vendor" using gin (lower("company_name") gin_trgm_ops)`,
})
// The Companies list and the qualified-vendor search (companies/companies-list.ts; migration 20270108000000).
@Index({ name: 'vendor_listed_company_name_idx', expression: listedIndex('vendor_listed_company_name_idx', 'company_name') })
@Index({ name: 'vendor_listed_created_at_idx', expression: listedIndex('vendor_listed_created_at_idx', 'created_at') })
@Index({ name: 'vendor_status_id_idx', expression: `create index "vendor_status_id_idx" on "vendor" ("registration_status" nulls first, "id")` })
@Index({ name: 'vendor_primary_trade_idx', expression: `create index "vendor_primary_trade_idx" on "vendor" ("primary_trade")` })
@Index({ name: 'vendor_secondary_trades_gin', expression: `create index "vendor_secondary_trades_gin" on "vendor" using gin ("secondary_trades")` })
@Index({ name: 'vendor_regions_gin', expression: `create index "vendor_regions_gin" on "vendor" using gin ("regions")` })
@Index({ name: 'vendor_market_sectors_gin', expression: `create index "vendor_market_sectors_gin" on "vendor" using gin ("market_sectors")` })
@Index({ name: 'vendor_certifications_gin', expression: `create index "vendor_certifications_gin" on "vendor" using gin ("classifications_certifications")` })
// The score column and min-score filter of the Companies list and the qualified-vendor search (modules/prequal-score).
@Index({ name: 'vendor_status_prequal_score_idx', expression: listIndex('vendor_status_prequal_score_idx', 'prequal_score') })
@Index({ name: 'vendor_listed_prequal_score_idx', expression: listedIndex('vendor_listed_prequal_score_idx', 'prequal_score') })
@Index({ name: 'vendor_prequal_status_idx', expression: `create index "vendor_prequal_status_idx" on "vendor" ("prequal_status")` })
export class Vendor {
  [OptionalProps]?:
    | 'prequalStatus'
    | 'registrationStatus'
    | 'createdAt'
    | 'updatedAt'
    | 'version'
    | 'regions'
    | 'marketSectors'
    | 'secondaryTrades'
    | 'classificationsCertifications'
    | 'companyPerformActions';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The CRM account id, set when the registration is approved. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  accountId?: string | null;

  /**
   * The account's last write to the CRM (jobs/crm-sync): PENDING while its job is queued or retrying, SYNCED when
   * written, FAILED when the job gave up ("Something went wrong syncing with 365, try again later"); null before any.
   */
  @Enum({ items: () => CRM_SYNC_STATUSES, nullable: true })
  crmSyncStatus?: CrmSyncStatus | null;

  @Property({ type: 'datetime', nullable: true })
  crmSyncedAt?: Date | null;

  /** Why the last sync failed, for staff (never shown to vendors). */
  @Property({ type: 'string', length: 500, nullable: true })
  crmSyncError?: string | null;

  /** The company's id in the builder's ERP (hb_erpid), edited inline on the company page; null until set. */
  @Property({ type: 'string', length: 64, nullable: true })
  hbErpid?: string | null;

  @Enum({ items: () => REGISTRATION_STATUSES, type: 'string', default: 'DRAFT' })
  registrationStatus: RegistrationStatus = 'DRAFT';

  /** Why the registration was not approved. */
  @Property(text())
  registrationComment?: string | null;

  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  @Enum({ items: () => PREQUAL_STATUSES, type: 'string', default: 'NOT_STARTED' })
  prequalStatus: PrequalStatus = 'NOT_STARTED';

  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Index()
  @Property({ type: 'string', length: 10, nullable: true })
  taxId?: string | null;

  @Property({ type: 'integer', nullable: true })
  noOfEmployees?: number | null;

  @Property(text()) dbaName?: string | null;
  @Property(text()) mailingAddress?: string | null;
  @Property(text(50)) suiteNumber?: string | null;
  @Property(text()) officeLocationAddress1?: string | null;
  @Property(text()) officeLocationAddress2?: string | null;
  @Property(text(100)) officeLocationCity?: string | null;
  @Property(text(100)) officeLocationState?: string | null;
  @Property(text(5)) officeLocationZip?: string | null;
  @Property(text(100)) officeLocationCountry?: string | null;
  @Property(text(12)) officePhoneNumber?: string | null;
  @Property(text(2048)) officeWebsiteUrl?: string | null;

  /** Primary contact first (position 0), then up to two secondary contacts. */
  @OneToMany(() => VendorContact, (c) => c.vendor, { orderBy: { position: 'asc' }, orphanRemoval: true })
  contacts = new Collection<VendorContact>(this);

  @Property(text(500)) companyDescription?: string | null;
  @Property(list()) regions: string[] = [];
  @Property(list()) marketSectors: string[] = [];
  @Property(text(64)) supplierStatus?: string | null;
  @Property(text(64)) selfPerformStatus?: string | null;
  @Property(text(500)) partialScopes?: string | null;
  @Property(text(64)) workPerformedCategory?: string | null;
  @Property(text(64)) primaryTrade?: string | null;
  @Property(list()) secondaryTrades: string[] = [];
  /** The 6-digit NAICS industry code, for the industry safety averages. */
  @Property(text(6)) naicsCode?: string | null;
  @Property(money()) averageProjectSize?: string | null;
  @Property(money()) largestProjectSize?: string | null;
  @Property(money()) annualVolume?: string | null;
  /** Experience modification rate, e.g. 0.82. */
  @Property({ type: new DecimalType('number'), precision: 6, scale: 3, nullable: true }) emr?: number | null;
  /** 'true' / 'false', as the specification stores it. */
  @Property(text(5)) bondable?: string | null;
  @Property(money()) bondableRate?: string | null;
  @Property(list()) classificationsCertifications: string[] = [];
  @Property(list()) companyPerformActions: string[] = [];
  @Property(text()) otherCompanyFollows?: string | null;
  @Property(text()) referenceName?: string | null;
  @Property(money()) contractVolume?: string | null;
  @Property(text(64)) howHeard?: string | null;
  /**
   * The prequalification score (0-100) of the company's newest cycle, written by the score-refresh job
   * (modules/prequal-score) and never by a profile save; null until computed, or without a cycle.
   */
  @Property({ type: 'smallint', nullable: true }) prequalScore?: number | null;
  @Property({ type: 'datetime', nullable: true }) prequalScoreAt?: Date | null;
  @Property(text(100)) harkinsEmployeeName?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Optimistic lock: two decisions (or a decision and an edit) at once cannot both win. */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;
}

/** The primary contact's address and how to greet them; null before a contact with an e-mail is known. */
export function primaryContact(vendor: Vendor): { email: string; name: string } | null {
  if (!vendor.contacts.isInitialized()) return null;
  const c = vendor.contacts.getItems().find((x) => x.position === 0);
  return c?.email ? { email: c.email, name: c.firstName ?? c.email } : null;
}

/** How the audit log names an anonymous registrant: by the primary contact's e-mail when there is one. */
export function anonymousName(vendor: Vendor): string {
  return primaryContact(vendor)?.email ?? 'anonymous registrant';
}
