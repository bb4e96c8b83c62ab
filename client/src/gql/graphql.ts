/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: any; output: any; }
};

/** A service account key (its secret is shown once, when created or rotated, and never stored). */
export type ApiKey = {
  __typename?: 'ApiKey';
  apiKeyId: Scalars['ID']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The name of the system admin who created it. */
  createdBy: Scalars['String']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  /** When the key was last used (kept to the minute). */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  /** Permissions of the permission map the key holds. */
  permissions: Array<Scalars['String']['output']>;
  /** The start of the key (pqk_<prefix>), to tell keys apart. */
  prefix: Scalars['String']['output'];
  /** Until when the secret before the last rotation still works; null when it no longer does. */
  previousSecretExpiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  requestsPerMinute: Scalars['Int']['output'];
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  rotatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  status: ApiKeyStatus;
  /** The one company the key reaches (as the company's user does); null: a staff key. */
  vendorId?: Maybe<Scalars['ID']['output']>;
};

/** A new or rotated key with its secret: the only answer that ever carries it. */
export type ApiKeySecret = {
  __typename?: 'ApiKeySecret';
  apiKey: ApiKey;
  /** The whole key (pqk_<prefix>_<secret>), for Authorization: Bearer or X-API-Key. */
  secret: Scalars['String']['output'];
};

/** Whether a key still works: ACTIVE, EXPIRED (past its expiry) or REVOKED. */
export type ApiKeyStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'REVOKED';

/** A completed cycle's approval letter (PDF): download it from url with the caller's credentials. */
export type ApprovalLetter = {
  __typename?: 'ApprovalLetter';
  createdAt: Scalars['DateTimeISO']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** The cycle (instance) it approves, e.g. 2026-11. */
  instance: Scalars['String']['output'];
  prequalId: Scalars['ID']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** GET /files/{fileId}/content: the PDF. */
  url: Scalars['String']['output'];
};

/** One changed field of an activity log entry: field: from -> to, or field: value. */
export type AuditChange = {
  __typename?: 'AuditChange';
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
  /** The recorded value when the entry is not a before/after pair. */
  value?: Maybe<Scalars['String']['output']>;
};

/** One entry of the activity log. */
export type AuditLog = {
  __typename?: 'AuditLog';
  /** The action, as recorded (e.g. REGISTRATION_APPROVED). */
  action: Scalars['String']['output'];
  /** The action in the audit catalogue's words. */
  actionLabel: Scalars['String']['output'];
  changes: Array<AuditChange>;
  entityId?: Maybe<Scalars['String']['output']>;
  /** The kind of record, as recorded (e.g. Vendor). */
  entityType: Scalars['String']['output'];
  /** The kind of record in the audit catalogue's words (e.g. Company). */
  entityTypeLabel: Scalars['String']['output'];
  logId: Scalars['ID']['output'];
  performedAt: Scalars['DateTimeISO']['output'];
  performedBy: Scalars['String']['output'];
  performedById?: Maybe<Scalars['ID']['output']>;
  /** The company the entry is about. */
  vendorId?: Maybe<Scalars['ID']['output']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  items: Array<AuditLog>;
  totalCount: Scalars['Int']['output'];
};

export type AuditLogsListOptions = {
  action?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  performedById?: InputMaybe<Scalars['ID']['input']>;
  /** One of performedAt. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  to?: InputMaybe<Scalars['String']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

/** A background job of /admin/jobs. Its payload is never shown: only a safe summary. */
export type BackgroundJob = {
  __typename?: 'BackgroundJob';
  /** When it completed or failed for good. */
  completedOn?: Maybe<Scalars['DateTimeISO']['output']>;
  createdOn: Scalars['DateTimeISO']['output'];
  /** A failed or retrying job's last error message (addresses masked, links cut). */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The queue: mail, crm-sync, renewal-scan, document-expiry-scan or purge. */
  queue: Scalars['String']['output'];
  /** The request that queued the job (x-request-id), to find its log lines. */
  requestId?: Maybe<Scalars['String']['output']>;
  /** Tries already retried (0 on the first try). */
  retryCount: Scalars['Int']['output'];
  /** Retries allowed after the first try. */
  retryLimit: Scalars['Int']['output'];
  /** When a queued or retrying job runs next. */
  startAfter: Scalars['DateTimeISO']['output'];
  startedOn?: Maybe<Scalars['DateTimeISO']['output']>;
  state: JobState;
  /** One safe line: a mail's masked recipient and subject ("To: a***@example.com — Subject"), a CRM sync's company id, a scan's name. */
  summary?: Maybe<Scalars['String']['output']>;
};

export type BackgroundJobPage = {
  __typename?: 'BackgroundJobPage';
  items: Array<BackgroundJob>;
  totalCount: Scalars['Int']['output'];
};

export type BackgroundJobsListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  queue?: InputMaybe<Scalars['String']['input']>;
  /** One of createdOn. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  state?: InputMaybe<JobState>;
};

/** One form category's pending department decisions. */
export type CategoryCount = {
  __typename?: 'CategoryCount';
  /** The form category (SAFETY, SAFETY_LITE, FINANCIAL, LEGAL, ...). */
  key: Scalars['String']['output'];
  /** As the form builder names it. */
  label: Scalars['String']['output'];
  pending: Scalars['Int']['output'];
};

export type CategoryDecision = {
  __typename?: 'CategoryDecision';
  aggregateLimit?: Maybe<Scalars['String']['output']>;
  bondingLimit?: Maybe<Scalars['String']['output']>;
  category: FormCategory;
  commentText?: Maybe<Scalars['String']['output']>;
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  decidedByName?: Maybe<Scalars['String']['output']>;
  formId: Scalars['ID']['output'];
  mitigationPlan?: Maybe<Scalars['String']['output']>;
  /** In the Department Review tab (prequalList): the business days this category's decision has waited since the cycle reached the departments, while it waits and when that is more than the overdue setting; null otherwise (decided, not overdue, other tabs and lists). */
  overdueBusinessDays?: Maybe<Scalars['Int']['output']>;
  singleLimit?: Maybe<Scalars['String']['output']>;
  status: DepartmentStatus;
};

export type CompaniesListOptions = {
  certification?: InputMaybe<Scalars['String']['input']>;
  insurance?: InputMaybe<CompanyInsurance>;
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  marketSector?: InputMaybe<Scalars['String']['input']>;
  minScore?: InputMaybe<Scalars['Int']['input']>;
  minSingleLimit?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<Scalars['String']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  prequalStatus?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of companyName, approvalStatus, createdAt, prequalScore. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  trade?: InputMaybe<Scalars['String']['input']>;
};

/** A project assigned to a company, as the Companies list shows it. */
export type CompanyAssociatedProject = {
  __typename?: 'CompanyAssociatedProject';
  projectId: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
  projectNumber?: Maybe<Scalars['String']['output']>;
};

/** A staff comment on a company (the Main tab's Comments). */
export type CompanyComment = {
  __typename?: 'CompanyComment';
  commentDate: Scalars['DateTimeISO']['output'];
  commentId: Scalars['ID']['output'];
  commentText: Scalars['String']['output'];
  /** The name of the user who wrote it. */
  commentedBy: Scalars['String']['output'];
  vendorId: Scalars['ID']['output'];
};

export type CompanyCommentPage = {
  __typename?: 'CompanyCommentPage';
  /** Newest first by default. */
  items: Array<CompanyComment>;
  totalCount: Scalars['Int']['output'];
};

export type CompanyCommentsListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type CompanyFile = {
  __typename?: 'CompanyFile';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Whether this is its document's current version; an earlier one is kept as it was. */
  current: Scalars['Boolean']['output'];
  /** The document expiry date, YYYY-MM-DD (beyond the specification). */
  expiresAt?: Maybe<Scalars['String']['output']>;
  expiryStatus?: Maybe<ExpiryStatus>;
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** The upper-cased extension of the name (PDF), or FILE. */
  fileType: Scalars['String']['output'];
  /** Read with the bearer token (GET /api/v1/files/{fileId}/content); for a link, ask fileViewLink. */
  fileUrl: Scalars['String']['output'];
  /** Whether the file managers preview it in the page (PDF or image). */
  previewable: Scalars['Boolean']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  uploadedArea: UploadedArea;
  uploadedBy: Scalars['String']['output'];
  uploadedCategory?: Maybe<Scalars['String']['output']>;
  vendorId: Scalars['ID']['output'];
  /** Every version of this document, newest first, with its upload date (this one included). */
  versions: Array<FileVersion>;
};

export type CompanyFilePage = {
  __typename?: 'CompanyFilePage';
  items: Array<CompanyFile>;
  totalCount: Scalars['Int']['output'];
};

/** A company's insurance against the requirement profile: COMPLIANT (Meets requirements), GAPS (Gaps), LAPSED (Lapsed), NONE (No policies). */
export type CompanyInsurance =
  | 'COMPLIANT'
  | 'GAPS'
  | 'LAPSED'
  | 'NONE';

/** A bulk-invite file's rows and counts per outcome; invitedCount is 0 for a preview. */
export type CompanyInvitationBatch = {
  __typename?: 'CompanyInvitationBatch';
  counts: CompanyInvitationCounts;
  invitedCount: Scalars['Int']['output'];
  rows: Array<CompanyInvitationRow>;
};

export type CompanyInvitationCounts = {
  __typename?: 'CompanyInvitationCounts';
  alreadyRegistered: Scalars['Int']['output'];
  draftExists: Scalars['Int']['output'];
  duplicateInFile: Scalars['Int']['output'];
  invalid: Scalars['Int']['output'];
  invite: Scalars['Int']['output'];
};

/** A row of a bulk-invite file with its outcome. */
export type CompanyInvitationRow = {
  __typename?: 'CompanyInvitationRow';
  companyName: Scalars['String']['output'];
  contactEmail: Scalars['String']['output'];
  existingCompanyName?: Maybe<Scalars['String']['output']>;
  /** The registration status of the company already holding the tax ID. */
  existingStatus?: Maybe<Scalars['String']['output']>;
  /** For INVALID: taxId, companyName or contactEmail. */
  field?: Maybe<Scalars['String']['output']>;
  outcome: InvitationOutcome;
  /** Why the row has its outcome, in words for the admin. */
  reason: Scalars['String']['output'];
  /** The row among the data rows of the file, from 1. */
  rowNumber: Scalars['Int']['output'];
  /** The tax ID, normalised to NN-NNNNNNN when it has nine digits. */
  taxId: Scalars['String']['output'];
};

export type CompanyListItem = {
  __typename?: 'CompanyListItem';
  accountId?: Maybe<Scalars['String']['output']>;
  /** The projects assigned to the company, in the order assigned. */
  associatedProjects: Array<CompanyAssociatedProject>;
  classificationsCertifications: Array<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The company's insurance against the requirement profile (its compliance row as the insurance module keeps it); NONE without a policy on file. */
  insurance: CompanyInsurance;
  /** When that prequalification expires. */
  limitExpiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  marketSectors: Array<Scalars['String']['output']>;
  /** The prequalification score (0-100) the list sorts and filters by; null until scored. A reviewer decides; the score never decides alone. */
  prequalScore?: Maybe<Scalars['Int']['output']>;
  /** The overall status: NOT_STARTED, AWAITING_RENEWAL, DRAFT, IN_PROGRESS, ADMIN_REVIEW_PENDING, DEPARTMENT_REVIEW_PENDING, FINAL_REVIEW_PENDING, COMPLETED, RENEWAL. */
  prequalStatus: Scalars['String']['output'];
  primaryContactEmail?: Maybe<Scalars['String']['output']>;
  primaryContactFirstName?: Maybe<Scalars['String']['output']>;
  primaryContactLastName?: Maybe<Scalars['String']['output']>;
  primaryContactName?: Maybe<Scalars['String']['output']>;
  primaryTrade?: Maybe<Scalars['String']['output']>;
  /** Why the company meets each filter of a qualified-vendor search, e.g. "Primary trade: Electrical"; empty without one. */
  qualifications: Array<Scalars['String']['output']>;
  regions: Array<Scalars['String']['output']>;
  /** The Approval Status column: the registration status. */
  registrationStatus: RegistrationStatus;
  secondaryTrades: Array<Scalars['String']['output']>;
  /** The newest approved prequalification's single limit (exact decimal); null without one. */
  singleLimit?: Maybe<Scalars['String']['output']>;
  taxId?: Maybe<Scalars['String']['output']>;
  vendorId: Scalars['ID']['output'];
  workPerformedCategory?: Maybe<Scalars['String']['output']>;
};

/** A company with the same tax ID (verify-tax-id). */
export type CompanyMatch = {
  __typename?: 'CompanyMatch';
  accountId: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
};

/** A staff note on a company (the Notes tab). */
export type CompanyNote = {
  __typename?: 'CompanyNote';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The name of the user who wrote it. */
  createdBy: Scalars['String']['output'];
  noteId: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  vendorId: Scalars['ID']['output'];
};

export type CompanyNotePage = {
  __typename?: 'CompanyNotePage';
  /** Newest first by default. */
  items: Array<CompanyNote>;
  totalCount: Scalars['Int']['output'];
};

export type CompanyNotesListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type CompanyPage = {
  __typename?: 'CompanyPage';
  items: Array<CompanyListItem>;
  totalCount: Scalars['Int']['output'];
};

/** The company page's staff-only header: the CRM account, its link and sync state, and the ERP id. */
export type CompanyProfile = {
  __typename?: 'CompanyProfile';
  /** The CRM account id (set when the registration is approved). */
  accountId?: Maybe<Scalars['String']['output']>;
  /** Where the last "Sync with 365" stands. */
  crmSync: CrmSyncState;
  /** The account's Dynamics 365 record (DYNAMICS_URL); null without an account or on the CRM simulator. */
  crmUrl?: Maybe<Scalars['String']['output']>;
  /** The company's ERP id. */
  hb_erpid?: Maybe<Scalars['String']['output']>;
  vendorId: Scalars['ID']['output'];
  /** The company's version (see VendorRegistration.version). */
  version: Scalars['Int']['output'];
};

/** A company's assigned projects. */
export type CompanyProjects = {
  __typename?: 'CompanyProjects';
  companyName?: Maybe<Scalars['String']['output']>;
  projects: Array<Project>;
  vendorId: Scalars['ID']['output'];
};

export type CompanyUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type ContactInput = {
  cellPhone?: InputMaybe<Scalars['String']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** A coverage of a certificate of insurance (common/src/domain/insurance.ts). */
export type CoverageType =
  | 'AUTO'
  | 'EMPLOYERS_LIABILITY'
  | 'GENERAL_LIABILITY'
  | 'POLLUTION'
  | 'PROFESSIONAL'
  | 'UMBRELLA'
  | 'WORKERS_COMP';

export type CreateApiKeyInput = {
  /** When the key stops working (at most 366 days ahead). */
  expiresAt: Scalars['DateTimeISO']['input'];
  name: Scalars['String']['input'];
  /** Permissions the key holds: a subset of the permission map (a company key: what its admin holds). */
  permissions: Array<Scalars['String']['input']>;
  /** Requests per minute (default 600). */
  requestsPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** The one company the key reaches; absent: a staff key. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateInternalUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Absent: the user sets one with "Forgot password". */
  password?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** An internal role; vendor roles are refused. */
  role: Role;
};

export type CrmOpportunitiesListOptions = {
  /** Rows per page (default 25, at most 100). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Empty, or 3 or more characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The previous answer's skiptoken, for the next page. */
  skiptoken?: InputMaybe<Scalars['String']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type CrmOpportunity = {
  __typename?: 'CrmOpportunity';
  endDate?: Maybe<Scalars['String']['output']>;
  /** Already imported as a project. */
  imported: Scalars['Boolean']['output'];
  opportunityId: Scalars['ID']['output'];
  projectId?: Maybe<Scalars['ID']['output']>;
  projectName: Scalars['String']['output'];
  projectNumber?: Maybe<Scalars['String']['output']>;
  projectStage?: Maybe<Scalars['String']['output']>;
  projectVolume?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
};

export type CrmOpportunityPage = {
  __typename?: 'CrmOpportunityPage';
  items: Array<CrmOpportunity>;
  /** The CRM's token of the next page; null on the last page. */
  skiptoken?: Maybe<Scalars['String']['output']>;
  totalCount: Scalars['Int']['output'];
};

/** Where the company's account write to Dynamics 365 ("Sync with 365") stands. */
export type CrmSyncState = {
  __typename?: 'CrmSyncState';
  /** When FAILED, why (the CRM's answer or "could not be reached"): internal roles only, null for vendors. */
  error?: Maybe<Scalars['String']['output']>;
  /** When FAILED: "Something went wrong syncing with 365, try again later"; null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  /** Null before the first sync (a company never approved). */
  status?: Maybe<CrmSyncStatus>;
  /** When the account was last written to the CRM. */
  syncedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  vendorId: Scalars['ID']['output'];
};

/** The company's last account write to Dynamics 365: PENDING while its job is queued or retrying, SYNCED when written, FAILED when it gave up. */
export type CrmSyncStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SYNCED';

export type Dashboard = {
  __typename?: 'Dashboard';
  /** Users awaiting account approval (PENDING). */
  accountCreation: DashboardCount;
  adminReview: DashboardCount;
  /** Completed companies whose final decision approves. */
  completed: Scalars['Int']['output'];
  /** Each department's card in the screens' order (the category registry's), its categories' counts inside; the cards iterate it. */
  departments: Array<DepartmentCount>;
  /** Documents that have expired or expire within 30 days (beyond the specification). */
  expiringDocuments: Scalars['Int']['output'];
  finalReview: DashboardCount;
  financial: DashboardCount;
  inProgress: DashboardCount;
  legal: DashboardCount;
  /** Registrations waiting on approval (SUBMITTED). */
  registration: DashboardCount;
  /** Companies awaiting renewal. */
  renewal: Scalars['Int']['output'];
  /** Pending safety decisions of the companies in department review. */
  safety: DashboardCount;
  /** Pending safety lite decisions of the companies in department review. */
  safety_lite: DashboardCount;
  /** The current month and the next five, YYYY-MM -> completed cycles reaching their 11th month then. */
  upcoming11thMonthMark: Scalars['JSON']['output'];
};

export type DashboardCount = {
  __typename?: 'DashboardCount';
  pending: Scalars['Int']['output'];
};

export type DeletedCompany = {
  __typename?: 'DeletedCompany';
  companyName: Scalars['String']['output'];
  /** Its stored files deleted with it. */
  files: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** Its prequalification cycles (with their forms) deleted with it. */
  prequalifications: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
  /** The company's users deleted with it. */
  users: Scalars['Int']['output'];
  vendorId: Scalars['ID']['output'];
};

/** One department's card: its pending decisions, each of its categories included. */
export type DepartmentCount = {
  __typename?: 'DepartmentCount';
  categories: Array<CategoryCount>;
  /** The department (SAFETY, FINANCIAL, LEGAL, ...). */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The pending decisions of all its categories (Safety counts Safety Lite). */
  pending: Scalars['Int']['output'];
};

export type DepartmentDecisionInput = {
  /** Exact money: "$1,250,000.00" or "1250000"; at most 2 decimals. */
  aggregateLimit?: InputMaybe<Scalars['String']['input']>;
  bondingLimit?: InputMaybe<Scalars['String']['input']>;
  /** SAFETY (or SAFETY_LITE) names the safety tab. */
  category: FormCategory;
  commentText?: InputMaybe<Scalars['String']['input']>;
  mitigationPlan?: InputMaybe<Scalars['String']['input']>;
  singleLimit?: InputMaybe<Scalars['String']['input']>;
  status: DepartmentStatus;
};

export type DepartmentStatus =
  | 'DEPARTMENT_APPROVED'
  | 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY'
  | 'DEPARTMENT_APPROVED_WITH_MEETING'
  | 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION'
  | 'DEPARTMENT_NOT_APPROVED'
  | 'DEPARTMENT_PENDING';

/** A draft registration with the same tax ID (verify-tax-id). Its id opens nothing by itself: the draft is continued with its secret, which sendDraftLink(vendorId) mails to the draft's contact. */
export type DraftMatch = {
  __typename?: 'DraftMatch';
  companyName: Scalars['String']['output'];
  /** Names the draft for sendDraftLink; reading or changing the draft needs its secret (draftToken). */
  vendorId: Scalars['ID']['output'];
};

export type EmailChangeConfirmation = {
  __typename?: 'EmailChangeConfirmation';
  /** The new sign-in e-mail of the account. */
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** EXPIRED: the expiry date has passed; EXPIRING_SOON: it falls within 30 days. */
export type ExpiryStatus =
  | 'EXPIRED'
  | 'EXPIRING_SOON';

export type FileFolder = {
  __typename?: 'FileFolder';
  companyName: Scalars['String']['output'];
  fileCount: Scalars['Int']['output'];
  vendorId: Scalars['ID']['output'];
};

export type FileFolderPage = {
  __typename?: 'FileFolderPage';
  items: Array<FileFolder>;
  totalCount: Scalars['Int']['output'];
};

export type FileFoldersListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of companyName. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type FileVersion = {
  __typename?: 'FileVersion';
  current: Scalars['Boolean']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** Read with the bearer token (GET /api/v1/files/{fileId}/content). */
  fileUrl: Scalars['String']['output'];
  /** When a newer version replaced it; null for the current one. */
  replacedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** When this version was uploaded. */
  uploadedAt: Scalars['DateTimeISO']['output'];
  uploadedBy: Scalars['String']['output'];
};

export type FileViewLink = {
  __typename?: 'FileViewLink';
  expiresAt: Scalars['DateTimeISO']['output'];
  url: Scalars['String']['output'];
};

/** IN_PROGRESS is "Return to Vendor". */
export type FinalDecision =
  | 'FINAL_APPROVED'
  | 'FINAL_APPROVED_BOND_APPROVAL_ONLY'
  | 'FINAL_APPROVED_WITH_MEETING'
  | 'FINAL_APPROVED_WITH_RISK_MITIGATION'
  | 'FINAL_REJECTED'
  | 'IN_PROGRESS';

/** Financial ratios computed from a cycle's financial answers (docs/insights.md). */
export type FinancialRatios = {
  __typename?: 'FinancialRatios';
  backlogToBonding: Metric;
  currentRatio: Metric;
  debtToEquity: Metric;
  instance: Scalars['String']['output'];
  /** Revenue per year, newest first. */
  revenue: Array<Metric>;
  revenueTrend: Trend;
  vendorId: Scalars['String']['output'];
  workingCapital: Metric;
};

export type FormCategory =
  | 'FINANCIAL'
  | 'LEGAL'
  | 'SAFETY'
  | 'SAFETY_LITE';

/** One immutable version of a category's questionnaire. */
export type FormTemplate = {
  __typename?: 'FormTemplate';
  category: FormCategory;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Who saved it ('Portal defaults' for the shipped version 1). */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The field tree (common/forms/field-model.ts): slug, type, props, children. */
  fields: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** 1, 2, 3... per category; saving in the form builder adds the next. */
  version: Scalars['Int']['output'];
};

export type ImportProjectsPayload = {
  __typename?: 'ImportProjectsPayload';
  message: Scalars['String']['output'];
  projects: Array<Project>;
};

/** The published industry rates for the company's NAICS code (its own row or its longest listed prefix). */
export type IndustryAverage = {
  __typename?: 'IndustryAverage';
  companyNaics: Scalars['String']['output'];
  dart?: Maybe<Scalars['Float']['output']>;
  /** Each published rate with its own row and year (a rate falls back to a shorter prefix that publishes it). */
  figures: Array<IndustryFigure>;
  industry: Scalars['String']['output'];
  /** The NAICS code of the row compared with. */
  naics: Scalars['String']['output'];
  source: IndustryRatesSource;
  trir?: Maybe<Scalars['Float']['output']>;
};

/** One published industry rate and the BLS row it comes from (its NAICS code, survey year and page). */
export type IndustryFigure = {
  __typename?: 'IndustryFigure';
  industry: Scalars['String']['output'];
  /** The NAICS code of the row that publishes it: the longest prefix of the company's code that does. */
  naics: Scalars['String']['output'];
  /** The rate compared: 'trir' or 'dart'. */
  rate: Scalars['String']['output'];
  /** The page the figure was copied from. */
  url: Scalars['String']['output'];
  value: Scalars['Float']['output'];
  /** The survey year of the row. */
  year: Scalars['Int']['output'];
};

export type IndustryRatesSource = {
  __typename?: 'IndustryRatesSource';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

/** A company's policies against the requirement profile today. */
export type InsuranceCompliance = {
  __typename?: 'InsuranceCompliance';
  /** Each gap in words; empty when it meets requirements. */
  gaps: Array<Scalars['String']['output']>;
  hasPolicies: Scalars['Boolean']['output'];
  /** "Meets requirements", "Gaps", "Lapsed", or "No policies". */
  label: Scalars['String']['output'];
  /** The earliest expiry date of the policies in force. */
  nextExpiry?: Maybe<Scalars['String']['output']>;
  status: InsuranceComplianceStatus;
  vendorId: Scalars['ID']['output'];
};

export type InsuranceComplianceListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of nextExpiry. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<InsuranceComplianceStatus>;
};

/** COMPLIANT: meets requirements; GAPS: a limit, flag or coverage is missing; LAPSED: a required coverage expired. */
export type InsuranceComplianceStatus =
  | 'COMPLIANT'
  | 'GAPS'
  | 'LAPSED';

/** A named limit of a coverage, in exact dollars. */
export type InsuranceLimit = {
  __typename?: 'InsuranceLimit';
  /** Exact dollars, at most 2 decimals. */
  amount: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** The limit in words ("each occurrence"). */
  label: Scalars['String']['output'];
};

export type InsuranceLimitInput = {
  /** Dollars ("1000000"); blank leaves the limit out. */
  amount: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

export type InsuranceListPage = {
  __typename?: 'InsuranceListPage';
  items: Array<InsuranceListRow>;
  totalCount: Scalars['Int']['output'];
};

/** A company with insurance policies: its compliance status, gaps and next expiry. */
export type InsuranceListRow = {
  __typename?: 'InsuranceListRow';
  companyName: Scalars['String']['output'];
  gaps: Array<Scalars['String']['output']>;
  nextExpiry?: Maybe<Scalars['String']['output']>;
  prequalStatus: Scalars['String']['output'];
  status: InsuranceComplianceStatus;
  vendorId: Scalars['ID']['output'];
};

/** One policy of a certificate of insurance, as structured data. */
export type InsurancePolicy = {
  __typename?: 'InsurancePolicy';
  additionalInsured: Scalars['Boolean']['output'];
  carrier: Scalars['String']['output'];
  certificateFileId: Scalars['ID']['output'];
  certificateFileName: Scalars['String']['output'];
  coverage: CoverageType;
  /** YYYY-MM-DD. */
  effectiveDate: Scalars['String']['output'];
  /** YYYY-MM-DD: the policy is no longer in force from this day. */
  expiryDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  limits: Array<InsuranceLimit>;
  policyNumber: Scalars['String']['output'];
  /** Workers' compensation at statutory limits. */
  statutory: Scalars['Boolean']['output'];
  vendorId: Scalars['ID']['output'];
  waiverOfSubrogation: Scalars['Boolean']['output'];
};

export type InsurancePolicyInput = {
  additionalInsured?: InputMaybe<Scalars['Boolean']['input']>;
  carrier: Scalars['String']['input'];
  certificateFileId: Scalars['ID']['input'];
  coverage: CoverageType;
  effectiveDate: Scalars['String']['input'];
  expiryDate: Scalars['String']['input'];
  limits: Array<InsuranceLimitInput>;
  policyNumber: Scalars['String']['input'];
  statutory?: InputMaybe<Scalars['Boolean']['input']>;
  waiverOfSubrogation?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What the builder requires of one coverage. */
export type InsuranceRequirement = {
  __typename?: 'InsuranceRequirement';
  additionalInsured: Scalars['Boolean']['output'];
  coverage: CoverageType;
  minimums: Array<InsuranceLimit>;
  statutory: Scalars['Boolean']['output'];
  waiverOfSubrogation: Scalars['Boolean']['output'];
};

export type InsuranceRequirementInput = {
  additionalInsured?: InputMaybe<Scalars['Boolean']['input']>;
  coverage: CoverageType;
  minimums: Array<InsuranceLimitInput>;
  statutory?: InputMaybe<Scalars['Boolean']['input']>;
  waiverOfSubrogation?: InputMaybe<Scalars['Boolean']['input']>;
};

export type InternalUsersListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of name. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

/** What happens to a row of a bulk-invite file: INVITE, ALREADY_REGISTERED, DRAFT_EXISTS, DUPLICATE_IN_FILE or INVALID. */
export type InvitationOutcome =
  | 'ALREADY_REGISTERED'
  | 'DRAFT_EXISTS'
  | 'DUPLICATE_IN_FILE'
  | 'INVALID'
  | 'INVITE';

/** A background job's state: QUEUED (waiting), RUNNING, RETRYING (failed, waiting for its next try), FAILED (no tries left), COMPLETED. */
export type JobState =
  | 'COMPLETED'
  | 'FAILED'
  | 'QUEUED'
  | 'RETRYING'
  | 'RUNNING';

/** One limit rule applied to the financial answers. */
export type LimitExplanation = {
  __typename?: 'LimitExplanation';
  /** What the rule read, by name (answers, measures, multiplier, cap), as exact decimal strings or null. */
  inputs: Scalars['JSON']['output'];
  limit: LimitKind;
  /** Why it does not apply, or what changed its result (negative, capped). */
  note?: Maybe<Scalars['String']['output']>;
  /** The rule's result (exact decimal string), or null when it does not apply. */
  result?: Maybe<Scalars['String']['output']>;
  /** The rule in words: its description and formula. */
  rule: Scalars['String']['output'];
};

/** Which financial limit a rule suggests: SINGLE project, AGGREGATE or BONDING. */
export type LimitKind =
  | 'AGGREGATE'
  | 'BONDING'
  | 'SINGLE';

/** A rule suggesting a financial limit: basis x multiplier, at most cap. */
export type LimitRule = {
  __typename?: 'LimitRule';
  /** A computed measure (WORKING_CAPITAL, NET_WORTH, REVENUE_AVERAGE, BONDING_SINGLE, BONDING_AGGREGATE) or a financial answer's slug. */
  basis: Scalars['String']['output'];
  cap?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  limit: LimitKind;
  multiplier: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type LimitRuleInput = {
  basis: Scalars['String']['input'];
  /** Exact money, at most 2 decimals. */
  cap?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  limit: LimitKind;
  /** Non-negative, at most 4 decimals. */
  multiplier: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The session; null while a second factor is owed (mfaRequired, mfaEnrolmentRequired). */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The portal requires a second factor of this staff account: set it up with mfaToken (totpSetup, totpConfirm). */
  mfaEnrolmentRequired: Scalars['Boolean']['output'];
  /** The account has two-factor authentication: send a code with mfaToken to loginMfa. */
  mfaRequired: Scalars['Boolean']['output'];
  /** A pending sign-in, valid for minutes, that grants only its next step. */
  mfaToken?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type LookupOption = {
  __typename?: 'LookupOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A computed number with its formula and inputs; value null (with a reason) when not computable. */
export type Metric = {
  __typename?: 'Metric';
  /** The value as shown ("3.20", "$1,250,000.00"). */
  display?: Maybe<Scalars['String']['output']>;
  /** The formula with the numbers ("8 x 200,000 / 500,000"). */
  expression?: Maybe<Scalars['String']['output']>;
  formula: Scalars['String']['output'];
  inputs: Array<MetricInput>;
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Why there is no value. */
  reason?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/** An answer a metric read: its question slug, its label and its value as answered (null: unanswered). */
export type MetricInput = {
  __typename?: 'MetricInput';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MfaPolicy = {
  __typename?: 'MfaPolicy';
  /** Every internal user must sign in with a second factor. */
  requireForInternal: Scalars['Boolean']['output'];
};

export type MfaStatus = {
  __typename?: 'MfaStatus';
  enabled: Scalars['Boolean']['output'];
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The portal requires a second factor of the caller's account. */
  required: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Links a child account: never the account itself, never both parent and child, never a circle. */
  addChildAccount: RelatedAccounts;
  /** Adds a comment to a company: required, under 255 characters ('Comment should be less than 255 characters'). */
  addCompanyComment: CompanyComment;
  /** Adds a note to a company: required, at most 2000 characters. */
  addCompanyNote: CompanyNote;
  /** Adds a policy read from one of the company's stored certificates of insurance. */
  addInsurancePolicy: InsurancePolicy;
  /** Links a parent account: never the account itself, never both parent and child, never a circle. */
  addParentAccount: RelatedAccounts;
  /** Admin review: approve sends the cycle to DEPARTMENT_REVIEW_PENDING; a return (approve false) needs commentText and may flag questions; the forms reopen for the vendor. */
  adminReview: PrequalListItem;
  /** Begin prequalification: a new cycle with three DRAFT forms on the newest templates; the company moves to IN_PROGRESS. Without a number of employees: BAD_USER_INPUT with extensions.type NoEmployeesFoundException. */
  beginPrequal: PrequalFormSet;
  /** Makes the e-mail change a confirmation link names (once, before it expires). Every session of the account ends; the next sign-in is with the new address. A refusal carries extensions.type: EmailChangeTokenInvalid, EmailChangeTokenExpired, EmailChangeTokenUsed or EmailChangeAddressUnavailable. */
  confirmEmailChange: EmailChangeConfirmation;
  /** Creates a key with a name, permissions, optionally one company, an expiry and a request limit; answers its secret, once. */
  createApiKey: ApiKeySecret;
  /** Adds a user to a company (its company admin, or the system admin): 'User added successfully. Wait for the approval from admin.' */
  createCompanyUser: User;
  /** POST /users/admin/create-user: an internal user, active and approved. */
  createInternalUser: User;
  /** Subscribes an http(s) URL to events; answers the signing secret, this once. Audited. */
  createWebhookSubscription: WebhookSecret;
  /** Deletes a company with its contacts, users, prequalification cycles, files and project links, in one transaction (audited). Refused while its prequalification is under review. */
  deleteCompany: DeletedCompany;
  /** Deletes a comment (the system admin only); answers the deleted comment. */
  deleteCompanyComment: CompanyComment;
  /** Deletes a note (the system admin only); answers the deleted note. */
  deleteCompanyNote: CompanyNote;
  deleteFile: Scalars['Boolean']['output'];
  /** Deletes an in-progress cycle's three forms and the cycle; the company goes back to NOT_STARTED, or AWAITING_RENEWAL when it has an earlier completed cycle. */
  deletePrequalForms: Scalars['Boolean']['output'];
  /** Delete a draft: its anonymous registrant (with its `draftToken`), or PREQUAL_ADMIN / SYSTEM_ADMIN. */
  deleteRegistrationDraft: Scalars['Boolean']['output'];
  /** DELETE /users/{id}: company admins and one own account cannot be deleted. */
  deleteUser: Scalars['Boolean']['output'];
  /** Deletes a subscription with its delivery log. Audited. */
  deleteWebhookSubscription: Scalars['ID']['output'];
  /** One category's department decision (final once made); the third category decided moves the cycle to FINAL_REVIEW_PENDING. */
  departmentDecision: PrequalListItem;
  /** The final decision: FINAL_APPROVED* complete the cycle (expiring a year later); FINAL_REJECTED completes it without expiry; IN_PROGRESS returns it to the vendor. Rejection and return need commentText. */
  finalDecision: PrequalListItem;
  /** Always answers the same success, whether or not the e-mail is registered. */
  forgotPassword: SuccessPayload;
  /** Imports the chosen CRM opportunities as projects; importing one twice updates its project. */
  importProjects: ImportProjectsPayload;
  login: LoginPayload;
  /** Completes a sign-in that answered mfaRequired: the pending sign-in's token and a TOTP or recovery code give the session. */
  loginMfa: LoginPayload;
  /** Revokes the current token. */
  logout: Scalars['Boolean']['output'];
  /** Bulk invite, step 1: what sending this CSV (Tax ID, Company Name, Contact Email) would do to each row. Nothing is written. */
  previewCompanyInvitations: CompanyInvitationBatch;
  /** Sends a delivery again (a new try of the same message, the same webhook-id), whatever became of it. Audited. */
  redeliverWebhook: WebhookDelivery;
  /** Removes a child account link. */
  removeChildAccount: RelatedAccounts;
  /** Removes a policy (a company admin: while its forms are not yet submitted); answers the removed policy. */
  removeInsurancePolicy: InsurancePolicy;
  /** Removes a parent account link. */
  removeParentAccount: RelatedAccounts;
  /** Removes a user's profile picture; the initials show instead. */
  removeProfilePicture: User;
  /** Renames a file; its extension is kept. */
  renameFile: CompanyFile;
  resetPassword: SuccessPayload;
  /** Puts a FAILED job back in its queue for one more try (CONFLICT unless it is FAILED). Audited. */
  retryJob: BackgroundJob;
  /** Revokes a key: it and any secret of it stop working at once. The key stays listed as REVOKED. */
  revokeApiKey: ApiKey;
  /** Gives a key a new secret (answered once); the old one keeps working for graceHours (default 24, 0: stops now, at most 168). */
  rotateApiKey: ApiKeySecret;
  /** Gives a subscription a new signing secret, used from the next try on, and answers it, this once; the old one keeps signing beside it for graceHours (default 24, 0: stops now, at most 168). Audited. */
  rotateWebhookSecret: WebhookSecret;
  /** The department review's Save of one form ("Save submits the current form"): the corrected answers of a department that has not decided, checked complete; the form stays submitted. CONFLICT when the company is not in department review or the department has decided, or on a stale version. */
  saveDepartmentForm: PrequalForm;
  /** Saves the fields as the next version of the category; forms begun earlier keep their version. */
  saveFormTemplate: FormTemplate;
  /** Replaces the requirement profile; every company's compliance is checked again. */
  saveInsuranceRequirements: Array<InsuranceRequirement>;
  /** Replaces every limit rule by these, in this order. */
  saveLimitRules: Array<LimitRule>;
  /** Save one form as a draft (the company admin, or staff with prequal.review on its behalf): answers may be incomplete, never ill-typed (BAD_USER_INPUT with fieldErrors by path). A stale version is a CONFLICT. */
  savePrequalForm: PrequalForm;
  /** Replaces a project's insurance requirements (empty: nothing beyond the builder's); its companies' compliance is checked again. */
  saveProjectInsuranceRequirements: Array<InsuranceRequirement>;
  /** Save as a draft (company name required). Creates a draft (anonymously: the answer's `draftToken` is the draft's secret, given once; it is also mailed to the primary contact as a link), or updates the draft `vendorId` (anonymously: with its `draftToken`). A stale `version` is refused with CONFLICT. */
  saveRegistrationDraft: VendorRegistration;
  /** Bulk invite, step 2: the same CSV checked again, a registration draft created for each INVITE row and its contact mailed the link. */
  sendCompanyInvitations: CompanyInvitationBatch;
  /** "Send me the link again" for a draft listed by verifyTaxId: mails a fresh continuation link to the draft's primary contact e-mail. The answer is the same whether or not the draft exists or has an e-mail. Limited per client. */
  sendDraftLink: SuccessPayload;
  /** PATCH|PUT /users/set-company-admin/{vendorId}/{userId}: a company keeps at least one company admin. */
  setCompanyAdmin: User;
  /** Sets the ERP id (blank clears it; at most 64 characters), audited. With `version`, refused with CONFLICT when the company has moved on. */
  setCompanyErpId: CompanyProfile;
  /** Assigns projects to a company or removes them (at most 3 at a time); answers the company's projects. */
  setCompanyProjects: Array<Project>;
  /** Sets a document's expiry date (YYYY-MM-DD), or clears it with null. */
  setFileExpiry: CompanyFile;
  /** The financial category's three limits, exact money (department review or final review). */
  setFinancialLimits: PrequalListItem;
  /** Requires (or stops requiring) a second factor of every internal user; one without it sets it up at the next sign-in. */
  setMfaPolicy: MfaPolicy;
  /** Mitigation plans by tab: { SAFETY, FINANCIAL, LEGAL } (each a text or null); tabs not named are kept. */
  setMitigationPlans: PrequalListItem;
  /** Sets after how many business days (1 to 60) a waiting review is overdue. Answers the value. */
  setOverdueReviewDays: Scalars['Int']['output'];
  /** The newest cycle's priority in the department review table. */
  setPrequalPriority: PrequalListItem;
  /** A cycle's submitted date: required, within one year before to one year after today (BAD_USER_INPUT with fieldErrors.submittedAt). */
  setPrequalSubmittedAt: PrequalCycle;
  /** Assigns approved companies to a project or removes them; answers the project. */
  setProjectCompanies: Project;
  /** Approve (creates the CRM account, mails the sign-up link) or not approve (commentText required, under 255 characters; mails the reason). */
  setRegistrationStatus: VendorRegistration;
  /** Sets the Safety Lite employee threshold (at least 1). */
  setSafetyFormEmployeeCount: Scalars['Int']['output'];
  /** Replaces the score's weights and thresholds; every company's score is recomputed by the score-refresh job. */
  setScoreWeights: ScoreWeightsView;
  /** PATCH /users/{id}/activation: deactivating ends every session of the user at once. */
  setUserActive: User;
  /** Sets a user's password (the vendor tab's edit password); ends the user's sessions. */
  setUserPassword: User;
  setUserPriority: User;
  /** Account Creation: approve, or reject with a required comment. */
  setUserRegistrationStatus: User;
  /** Confirms the sign-in's new authenticator with its first code: answers the recovery codes and the session. */
  signInTotpConfirm: TotpConfirmPayload;
  /** Starts the set-up of an authenticator for a sign-in that answered mfaEnrolmentRequired. */
  signInTotpSetup: TotpSetup;
  /** Vendor user sign-up for an approved company's account: 'Request has been sent, please wait for Approval'. */
  signUp: SuccessPayload;
  /** Exchanges single sign-on's hand-over token (the callback's redirect) for the session, or for a second factor's step. */
  ssoLogin: LoginPayload;
  /** Start Renewal: from COMPLETED or AWAITING_RENEWAL, a new cycle in progress on the newest templates, pre-filled with the last completed cycle's answers that still fit. */
  startRenewal: PrequalFormSet;
  /** Submit the three forms at once (the company admin, or staff with prequal.review on its behalf), all or nothing; every field is required. Errors of every form together: fieldErrors keyed CATEGORY:path (e.g. FINANCIAL:revenue2024). The company moves to ADMIN_REVIEW_PENDING. */
  submitPrequalForms: PrequalFormSet;
  /** Submit the registration (every rule). Submits the draft `vendorId` when given (anonymously: with its `draftToken`; the draft's secrets end), else creates it. Anonymous allowed. Mails the vendor. */
  submitRegistration: VendorRegistration;
  /** Writes the company's account to Dynamics 365 again, as a background job (answers PENDING; the company profile's crmSync says how it went). The roles that edit company detail, or the company's own admin. CONFLICT before the registration is approved (no account yet). */
  syncCompanyToCrm: CrmSyncState;
  /** Turns two-factor authentication on with the first code of the new authenticator; answers ten recovery codes, shown once. */
  totpConfirm: TotpConfirmPayload;
  /** Turns two-factor authentication off with a code (and the password); refused while the portal requires it. */
  totpDisable: Scalars['Boolean']['output'];
  /** Starts the set-up of an authenticator app: a new secret and its QR code, on once confirmed with a code. */
  totpSetup: TotpSetup;
  /** General info (source=generalInfo): relaxed validation; taxId and companyName cannot change. VENDOR_ADMIN of the company, or internal roles that may edit company detail. */
  updateGeneralInfo: VendorRegistration;
  /** Replaces a policy's fields (a company's admin: while its forms are not yet submitted). */
  updateInsurancePolicy: InsurancePolicy;
  updateProfile: UpdateProfilePayload;
  /** Edit a submitted registration in review mode (roles that may edit /admin/prequalification). */
  updateRegistration: VendorRegistration;
  /** An internal user's name, e-mail, phone, role and optional new password (which ends the user's sessions). */
  updateUser: User;
  /** Changes a subscription's URL, events, description or enabled flag (disable: nothing more is sent, queued deliveries included). Audited. */
  updateWebhookSubscription: WebhookSubscription;
  /** POST /s3files/upload's GraphQL twin: a company's new file (uploadedArea GENERAL, or ESSENTIAL for the forms' uploads) or, with fileId, a new version of that file (a new fileId; the earlier version is kept as it was). Who may depends on the area or the file's company; the checks are the REST route's. */
  uploadCompanyFile: CompanyFile;
  /** A user's new profile picture (PNG, JPEG or WebP by its bytes, at most 5 MB): oneself, or as one who may edit the profile. */
  uploadProfilePicture: User;
};


export type MutationAddChildAccountArgs = {
  accountId: Scalars['String']['input'];
  childAccountId: Scalars['String']['input'];
};


export type MutationAddCompanyCommentArgs = {
  comment: Scalars['String']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationAddCompanyNoteArgs = {
  notes: Scalars['String']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationAddInsurancePolicyArgs = {
  policy: InsurancePolicyInput;
  vendorId: Scalars['ID']['input'];
};


export type MutationAddParentAccountArgs = {
  accountId: Scalars['String']['input'];
  parentAccountId: Scalars['String']['input'];
};


export type MutationAdminReviewArgs = {
  approve: Scalars['Boolean']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
  flags?: InputMaybe<Array<PrequalFlagInput>>;
  vendorId: Scalars['ID']['input'];
};


export type MutationBeginPrequalArgs = {
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCompanyUserArgs = {
  input: CompanyUserInput;
  vendorId: Scalars['ID']['input'];
};


export type MutationCreateInternalUserArgs = {
  input: CreateInternalUserInput;
};


export type MutationCreateWebhookSubscriptionArgs = {
  input: WebhookSubscriptionInput;
};


export type MutationDeleteCompanyArgs = {
  vendorId: Scalars['ID']['input'];
};


export type MutationDeleteCompanyCommentArgs = {
  commentId: Scalars['ID']['input'];
};


export type MutationDeleteCompanyNoteArgs = {
  noteId: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationDeletePrequalFormsArgs = {
  instance: Scalars['String']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationDeleteRegistrationDraftArgs = {
  draftToken?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  hardDelete?: InputMaybe<Scalars['Boolean']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationDeleteWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDepartmentDecisionArgs = {
  input: DepartmentDecisionInput;
  vendorId: Scalars['ID']['input'];
};


export type MutationFinalDecisionArgs = {
  commentText?: InputMaybe<Scalars['String']['input']>;
  status: FinalDecision;
  vendorId: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationImportProjectsArgs = {
  opportunityIds: Array<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginMfaArgs = {
  code: Scalars['String']['input'];
  mfaToken: Scalars['String']['input'];
};


export type MutationPreviewCompanyInvitationsArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationRemoveChildAccountArgs = {
  accountId: Scalars['String']['input'];
  childAccountId: Scalars['String']['input'];
};


export type MutationRemoveInsurancePolicyArgs = {
  policyId: Scalars['ID']['input'];
};


export type MutationRemoveParentAccountArgs = {
  accountId: Scalars['String']['input'];
  parentAccountId: Scalars['String']['input'];
};


export type MutationRemoveProfilePictureArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRenameFileArgs = {
  fileId: Scalars['ID']['input'];
  newName: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRetryJobArgs = {
  id: Scalars['ID']['input'];
  queue: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  apiKeyId: Scalars['ID']['input'];
};


export type MutationRotateApiKeyArgs = {
  apiKeyId: Scalars['ID']['input'];
  graceHours?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationRotateWebhookSecretArgs = {
  graceHours?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationSaveDepartmentFormArgs = {
  form: PrequalFormAnswersInput;
  instance: Scalars['String']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationSaveFormTemplateArgs = {
  category: FormCategory;
  fields: Scalars['JSON']['input'];
};


export type MutationSaveInsuranceRequirementsArgs = {
  requirements: Array<InsuranceRequirementInput>;
};


export type MutationSaveLimitRulesArgs = {
  rules: Array<LimitRuleInput>;
};


export type MutationSavePrequalFormArgs = {
  form: PrequalFormAnswersInput;
  instance: Scalars['String']['input'];
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveProjectInsuranceRequirementsArgs = {
  projectId: Scalars['ID']['input'];
  requirements: Array<InsuranceRequirementInput>;
};


export type MutationSaveRegistrationDraftArgs = {
  draftToken?: InputMaybe<Scalars['String']['input']>;
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
  input: RegistrationInput;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationSendCompanyInvitationsArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationSendDraftLinkArgs = {
  vendorId: Scalars['ID']['input'];
};


export type MutationSetCompanyAdminArgs = {
  isVendorAdmin: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationSetCompanyErpIdArgs = {
  hb_erpid?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetCompanyProjectsArgs = {
  action: ProjectAction;
  projectIds: Array<Scalars['ID']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type MutationSetFileExpiryArgs = {
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
};


export type MutationSetFinancialLimitsArgs = {
  aggregateLimit: Scalars['String']['input'];
  bondingLimit: Scalars['String']['input'];
  singleLimit: Scalars['String']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationSetMfaPolicyArgs = {
  requireForInternal: Scalars['Boolean']['input'];
};


export type MutationSetMitigationPlansArgs = {
  plans: Scalars['JSON']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationSetOverdueReviewDaysArgs = {
  businessDays: Scalars['Int']['input'];
};


export type MutationSetPrequalPriorityArgs = {
  priority: PrequalPriority;
  vendorId: Scalars['ID']['input'];
};


export type MutationSetPrequalSubmittedAtArgs = {
  instance: Scalars['String']['input'];
  submittedAt: Scalars['DateTimeISO']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationSetProjectCompaniesArgs = {
  action: ProjectAction;
  projectId: Scalars['ID']['input'];
  vendorIds: Array<Scalars['ID']['input']>;
};


export type MutationSetRegistrationStatusArgs = {
  approve: Scalars['Boolean']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type MutationSetSafetyFormEmployeeCountArgs = {
  value: Scalars['Int']['input'];
};


export type MutationSetScoreWeightsArgs = {
  weights: Scalars['JSON']['input'];
};


export type MutationSetUserActiveArgs = {
  isActive: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetUserPasswordArgs = {
  password: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetUserPriorityArgs = {
  priority: Priority;
  userId: Scalars['ID']['input'];
};


export type MutationSetUserRegistrationStatusArgs = {
  approve: Scalars['Boolean']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSignInTotpConfirmArgs = {
  code: Scalars['String']['input'];
  mfaToken: Scalars['String']['input'];
};


export type MutationSignInTotpSetupArgs = {
  mfaToken: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  accountNumber: Scalars['String']['input'];
  input: SignUpInput;
  taxId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSsoLoginArgs = {
  ssoToken: Scalars['String']['input'];
};


export type MutationStartRenewalArgs = {
  vendorId: Scalars['ID']['input'];
};


export type MutationSubmitPrequalFormsArgs = {
  forms: Array<PrequalFormAnswersInput>;
  instance: Scalars['String']['input'];
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSubmitRegistrationArgs = {
  draftToken?: InputMaybe<Scalars['String']['input']>;
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
  input: RegistrationInput;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationSyncCompanyToCrmArgs = {
  vendorId: Scalars['ID']['input'];
};


export type MutationTotpConfirmArgs = {
  code: Scalars['String']['input'];
};


export type MutationTotpDisableArgs = {
  code: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGeneralInfoArgs = {
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
  input: RegistrationInput;
  vendorId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpdateInsurancePolicyArgs = {
  policy: InsurancePolicyInput;
  policyId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  id: Scalars['ID']['input'];
  input: ProfileInput;
};


export type MutationUpdateRegistrationArgs = {
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
  input: RegistrationInput;
  vendorId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
  input: WebhookSubscriptionPatch;
};


export type MutationUploadCompanyFileArgs = {
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  file: Scalars['Upload']['input'];
  fileId?: InputMaybe<Scalars['ID']['input']>;
  uploadedArea?: InputMaybe<Scalars['String']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUploadProfilePictureArgs = {
  file: Scalars['Upload']['input'];
  userId: Scalars['ID']['input'];
};

export type OverdueReview = {
  __typename?: 'OverdueReview';
  /** Business days (Monday to Friday, portal time zone) it has waited. */
  businessDays: Scalars['Int']['output'];
  companyName: Scalars['String']['output'];
  instance: Scalars['String']['output'];
  /** When the review began waiting. */
  since: Scalars['DateTimeISO']['output'];
  /** The stage key, as OverdueStageCount.key. */
  stageKey: Scalars['String']['output'];
  stageLabel: Scalars['String']['output'];
  vendorId: Scalars['ID']['output'];
};

export type OverdueReviews = {
  __typename?: 'OverdueReviews';
  /** The setting: a review waiting more business days than this is overdue. */
  businessDays: Scalars['Int']['output'];
  /** One page of the overdue reviews (page, limit), longest waiting first. */
  reviews: Array<OverdueReview>;
  /** Stages with overdue reviews and their counts. */
  stages: Array<OverdueStageCount>;
  /** How many reviews are overdue in all (the pages together). */
  totalCount: Scalars['Int']['output'];
};

export type OverdueStageCount = {
  __typename?: 'OverdueStageCount';
  count: Scalars['Int']['output'];
  /** ADMIN, FINAL, or DEPARTMENT:<category> (DEPARTMENT:SAFETY, ...). */
  key: Scalars['String']['output'];
  /** As the dashboard names it: Admin review, Safety review, Final review, ... */
  label: Scalars['String']['output'];
  /** Business days the longest-waiting review of the stage has waited. */
  longest: Scalars['Int']['output'];
};

export type PendingAccountsListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of name. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type PortalConfig = {
  __typename?: 'PortalConfig';
  aboutUrl: Scalars['String']['output'];
  /** The single sign-on button's words; null when single sign-on is off. */
  ssoLabel?: Maybe<Scalars['String']['output']>;
  supportEmail: Scalars['String']['output'];
};

export type PrequalCycle = {
  __typename?: 'PrequalCycle';
  categoryStatuses: Array<CategoryDecision>;
  commentText?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  finalStatus?: Maybe<FinalDecision>;
  instance: Scalars['String']['output'];
  month: Scalars['Int']['output'];
  prequalId: Scalars['ID']['output'];
  prequalStatus: Scalars['String']['output'];
  submittedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  vendorId: Scalars['ID']['output'];
  year: Scalars['Int']['output'];
};

export type PrequalFlag = {
  __typename?: 'PrequalFlag';
  note: Scalars['String']['output'];
  /** The answer's path: a slug, or group.row.slug. */
  path: Scalars['String']['output'];
};

export type PrequalFlagInput = {
  category: FormCategory;
  /** Under 255 characters. */
  note: Scalars['String']['input'];
  /** The question's path in its form: a slug, or group.row.child in a repeatable group. */
  path: Scalars['String']['input'];
};

export type PrequalForm = {
  __typename?: 'PrequalForm';
  /** The caller may not read this form's answers (prequal.financials.read for the financial form): fields carry no answers, flags are empty. */
  answersHidden: Scalars['Boolean']['output'];
  /** The template's category: SAFETY or SAFETY_LITE for the safety tab, FINANCIAL, LEGAL. */
  category: FormCategory;
  /** That template version's field tree, each answer in its field's userInput. */
  fields: Scalars['JSON']['output'];
  /** Questions returned for correction by the admin review (until the next approval). */
  flags: Array<PrequalFlag>;
  id: Scalars['ID']['output'];
  /** The cycle, a year-month such as 2027-01. */
  instance: Scalars['String']['output'];
  status: PrequalFormStatus;
  /** The template version the form began on (forever). */
  templateVersion: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The form row version; a save sends it back and is refused (CONFLICT) when it is stale. */
  version: Scalars['Int']['output'];
};

export type PrequalFormAnswersInput = {
  /** The answers by field slug (see common/src/forms/answers.ts for each type). */
  answers: Scalars['JSON']['input'];
  /** The form's category; SAFETY and SAFETY_LITE both name the safety tab's form. */
  category: FormCategory;
  /** The version the form was loaded at. */
  version: Scalars['Int']['input'];
};

export type PrequalFormSet = {
  __typename?: 'PrequalFormSet';
  /** The caller may answer now: VENDOR_ADMIN of the company, the cycle in progress, a form not yet submitted. */
  editable: Scalars['Boolean']['output'];
  /** Safety (or safety lite), financial, legal, in that order. */
  forms: Array<PrequalForm>;
  instance: Scalars['String']['output'];
  /** The cycle's prequalification status (the company's, for its newest cycle). */
  prequalStatus: Scalars['String']['output'];
  /** While the forms are back with the vendor after a return: the reviewer's comment and the flagged questions; null otherwise. */
  returned?: Maybe<PrequalReturnNotice>;
  vendorId: Scalars['ID']['output'];
};

export type PrequalFormStatus =
  | 'DRAFT'
  | 'IN_PROGRESS'
  | 'SUBMIT';

export type PrequalListItem = {
  __typename?: 'PrequalListItem';
  /** Safety (or safety lite), financial, legal. */
  categoryStatuses: Array<CategoryDecision>;
  /** The last comment of a return or a final decision. */
  commentText?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  finalStatus?: Maybe<FinalDecision>;
  /** The cycle, a year-month such as 2027-01. */
  instance: Scalars['String']['output'];
  /** In a review tab (admin, department, final): the business days the review has waited, when that is more than the overdue setting (such rows sort first); null when not overdue. In the department review, while one of its categories is overdue (categoryStatuses.overdueBusinessDays says which). */
  overdueBusinessDays?: Maybe<Scalars['Int']['output']>;
  prequalId: Scalars['ID']['output'];
  prequalStatus: Scalars['String']['output'];
  primaryContactEmail?: Maybe<Scalars['String']['output']>;
  primaryContactName?: Maybe<Scalars['String']['output']>;
  priority: PrequalPriority;
  /** Days since the admin review sent it to the departments (department review). */
  reviewDays?: Maybe<Scalars['Int']['output']>;
  submittedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  vendorId: Scalars['ID']['output'];
};

export type PrequalListOptions = {
  finalApprovalStatus?: InputMaybe<Scalars['String']['input']>;
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of companyName, submittedAt, priority, expiresAt. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<Scalars['String']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

export type PrequalListPage = {
  __typename?: 'PrequalListPage';
  items: Array<PrequalListItem>;
  totalCount: Scalars['Int']['output'];
};

export type PrequalPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type PrequalReturnNotice = {
  __typename?: 'PrequalReturnNotice';
  /** The reviewer's comment on the return. */
  comment: Scalars['String']['output'];
  /** The flagged questions, in tab order (none for a return without flags). */
  questions: Array<PrequalReturnedQuestion>;
};

export type PrequalReturnedQuestion = {
  __typename?: 'PrequalReturnedQuestion';
  /** The tab's name in words (Safety, Financial, Legal). */
  form: Scalars['String']['output'];
  /** The reviewer's note on it. */
  note: Scalars['String']['output'];
  /** The answer's path: a slug, or group.row.slug. */
  path: Scalars['String']['output'];
  /** The question's label (a repeatable group's with its row). */
  question: Scalars['String']['output'];
  /** The tab it is on: SAFETY, FINANCIAL or LEGAL. */
  tab: Scalars['String']['output'];
};

/** A company's prequalification score (0-100) and every factor behind it. A reviewer decides; the score never decides alone. */
export type PrequalScore = {
  __typename?: 'PrequalScore';
  factors: Array<ScoreFactor>;
  instance: Scalars['String']['output'];
  listedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The score the lists sort and filter by, as the last refresh wrote it. */
  listedScore?: Maybe<Scalars['Int']['output']>;
  /** The score of the cycle's answers with the weights as they stand now. */
  score: Scalars['Int']['output'];
  vendorId: Scalars['String']['output'];
  /** When the weights were last saved; null: the defaults. */
  weightsUpdatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

export type Priority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type ProfileInput = {
  /** Required when users set their own new password; not asked when an administrator sets another user's. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** A new password; empty or absent keeps the current one. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  profilePic?: InputMaybe<Scalars['String']['input']>;
};

export type Project = {
  __typename?: 'Project';
  createdAt: Scalars['DateTimeISO']['output'];
  /** YYYY-MM-DD. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** The CRM opportunity it was imported from. */
  opportunityId: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
  projectNumber?: Maybe<Scalars['String']['output']>;
  projectStage?: Maybe<Scalars['String']['output']>;
  projectVendorMappings: Array<ProjectVendorMapping>;
  /** Exact decimal text (US dollars). */
  projectVolume?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  startDate?: Maybe<Scalars['String']['output']>;
};

/** associate assigns, unassociate removes. */
export type ProjectAction =
  | 'associate'
  | 'unassociate';

export type ProjectPage = {
  __typename?: 'ProjectPage';
  items: Array<Project>;
  totalCount: Scalars['Int']['output'];
};

/** A company a project is assigned to. */
export type ProjectVendorMapping = {
  __typename?: 'ProjectVendorMapping';
  companyName?: Maybe<Scalars['String']['output']>;
  vendorId: Scalars['ID']['output'];
};

export type ProjectsListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of projectNumber, projectName, projectStage, projectVolume, startDate, endDate, createdAt. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type Query = {
  __typename?: 'Query';
  /** Every API key, newest first: name, prefix, permissions, company, expiry, creator, last use and status (never a secret). */
  apiKeys: Array<ApiKey>;
  /** The approval letter of the company's newest approved cycle (a vendor user: its own company when vendorId is not given); null when none was made. */
  approvalLetter?: Maybe<ApprovalLetter>;
  /** The activity log, newest first (sortOrder ASC for oldest first), paged. Filters: entityType and action (codes of the audit catalogue), performedById (a user), vendorId (the entries about a company), from and to (YYYY-MM-DD, days in the portal time zone, both included). */
  auditLogs: AuditLogPage;
  /** Background jobs, newest first, paged (limit 1-100, default 25). Without state: FAILED and RETRYING. queue: one of the portal's queues. sortField: createdOn (default DESC). */
  backgroundJobs: BackgroundJobPage;
  /** The Companies list (every company past its draft; mode "approved": approved companies only), searched by company name, sortField companyName | approvalStatus | createdAt | prequalScore (default companyName ASC). The qualified-vendor search filters by trade (primary or secondary), region, marketSector, certification, prequalStatus (overall status), minSingleLimit (the newest approved prequalification's single limit at least this, not expired), minScore (the prequalification score at least this, 0-100) and insurance (COMPLIANT, GAPS, LAPSED or NONE: no policy on file); each row's qualifications say why it matches. */
  companies: CompanyPage;
  /** A company's comments, newest first (page from 1, limit default 25, at most 1000). */
  companyComments: CompanyCommentPage;
  companyFile: CompanyFile;
  /** A company's notes, newest first (page from 1, limit default 25, at most 1000). */
  companyNotes: CompanyNotePage;
  /** A company's CRM account and link, and its ERP id. */
  companyProfile: CompanyProfile;
  /** A company's assigned projects (a vendor: its own company's only). */
  companyProjects: CompanyProjects;
  /** A page of the CRM's opportunities for the import screen, paged with the CRM's skip token (pass the previous answer's skiptoken for the next page). search: empty or 3 or more characters. */
  crmOpportunities: CrmOpportunityPage;
  /** The admin dashboard's cards; each number is its tab's total. */
  dashboard: Dashboard;
  /** One folder of the admin file manager: an approved company. */
  fileFolder: FileFolder;
  /** The admin file manager's folders: approved companies by name, 28 a page. */
  fileFolders: FileFolderPage;
  /** A link opening one file for a few minutes; mode "view" shows it in the page, else it downloads. */
  fileViewLink: FileViewLink;
  /** Current ratio, working capital, debt to equity, the revenue trend and backlog to bonding capacity, from the company's newest (or the named) cycle's financial answers. */
  financialRatios: FinancialRatios;
  /** The newest version of a category's questionnaire, or the version asked for. */
  formTemplate: FormTemplate;
  /** A company's policies against the requirement profile today: meets requirements, or the gaps. */
  insuranceCompliance: InsuranceCompliance;
  /** Companies with insurance policies by compliance (status COMPLIANT | GAPS | LAPSED), soonest next expiry first; sortField: nextExpiry. */
  insuranceList: InsuranceListPage;
  /** A company's insurance policies (vendors: their own company's). */
  insurancePolicies: Array<InsurancePolicy>;
  /** The requirement profile: each required coverage with its minimum limits and flags. */
  insuranceRequirements: Array<InsuranceRequirement>;
  /** The Internal tab of /admin/users (GET /users/harkins): the staff, by name. */
  internalUsers: UserPage;
  /** The rules suggesting financial limits, in order. */
  limitRules: Array<LimitRule>;
  /** A lookup list by name (regions, marketSectors, certifications, laborTypes, workTypes, scopeOptions, companyPerformActions, howHeard, yesNo, bondable, countries) or the trades of a work type (name 'trades', key = work type) or a country's regions (name 'countryRegions', key = country). */
  lookup: Array<LookupOption>;
  /** The signed-in user. */
  me: User;
  /** Whether every internal user must sign in with a second factor. */
  mfaPolicy: MfaPolicy;
  /** Whether the caller's two-factor authentication is on, required, and how many recovery codes are left. */
  mfaStatus: MfaStatus;
  /** Reviews (admin, each department, final) waiting more business days (Monday to Friday) than the setting: counts and the longest wait per stage, and one page of the reviews (page from 1, limit default 25), longest first, with their total. */
  overdueReviews: OverdueReviews;
  /** Account Creation tab: users awaiting approval. */
  pendingAccounts: UserPage;
  portalConfig: PortalConfig;
  /** A cycle's three forms. vendorId defaults to the caller's company (staff name one); instance to the newest cycle. NOT_FOUND when the company has begun none. */
  prequalForms?: Maybe<PrequalFormSet>;
  /** A company's Prequal History: every cycle (instance), newest first, with its decisions. */
  prequalHistory: Array<PrequalCycle>;
  /** A tab of /admin/prequalification: the companies of one prequal status (IN_PROGRESS, ADMIN_REVIEW_PENDING, DEPARTMENT_REVIEW_PENDING, FINAL_REVIEW_PENDING, COMPLETED, AWAITING_RENEWAL or RENEWAL for the Renewal tab), each with its newest cycle; without status, every company that has begun one. finalApprovalStatus (COMPLETED only): all or blank for every one, else FINAL_APPROVED, FINAL_APPROVED_WITH_RISK_MITIGATION, FINAL_APPROVED_BOND_APPROVAL_ONLY, FINAL_APPROVED_WITH_MEETING, FINAL_REJECTED, IN_PROGRESS. sortField: companyName | submittedAt | priority | expiresAt (default submittedAt DESC). */
  prequalList: PrequalListPage;
  /** A company's prequalification score (0-100) from its newest (or the named) cycle, with every factor's value, weight, points and source. */
  prequalScore: PrequalScore;
  /** A project's own insurance requirements: what it asks beyond the builder's profile of the companies assigned to it. */
  projectInsuranceRequirements: Array<InsuranceRequirement>;
  /** The Projects list, searched by number or name. sortField: projectNumber | projectName | projectStage | projectVolume | startDate | endDate | createdAt (default createdAt DESC). */
  projects: ProjectPage;
  /** Each queue's jobs by state. */
  queueCounts: Array<QueueCounts>;
  /** A registration. Internal staff read any; a vendor its own company; an anonymous visitor only a DRAFT whose secret it sends as `draftToken` (otherwise UNAUTHENTICATED, the same whether or not the draft exists). */
  registration: VendorRegistration;
  /** Admin lists: status DRAFT (Registration in progress) or SUBMITTED (Waiting on Approval). sortField: companyName | submittedAt | createdAt. */
  registrations: RegistrationPage;
  /** An account's parent and child accounts; accountId is the company's CRM account id. */
  relatedAccounts: RelatedAccounts;
  /** What changed in the company's newest cycle since the cycle it renews, tab by tab, question by question. */
  renewalChanges: RenewalChanges;
  /** safety-form-emp-count: a company with fewer employees answers the Safety Lite form. */
  safetyFormEmployeeCount: Scalars['Int']['output'];
  /** TRIR, DART and LTIR per year, the EMR, their trends, the typed-rate check and the industry average, from the company's newest (or the named) cycle's safety answers. */
  safetyMetrics: SafetyMetrics;
  /** The prequalification score's weights and thresholds, and the defaults. */
  scoreWeights: ScoreWeightsView;
  /** Companies whose prequalification forms have waited unsubmitted 7 days or more (since the cycle began or its last return), longest first. */
  stalledVendors: Array<StalledVendor>;
  /** Suggested limits, explained, from the company's current cycle's financial answers. */
  suggestedLimits: SuggestedLimits;
  user: User;
  users: UserPage;
  /** A company's files, newest first. type: GENERAL or ESSENTIAL (the file manager's tabs), or none for all. */
  vendorFiles: CompanyFilePage;
  /** Open to anonymous visitors (rate limited). `from` is 'register' on the registration screen; draftVendors are listed on both screens. */
  verifyTaxId: TaxIdVerification;
  /** A subscription's delivery log, newest first, each delivery with its tries and the start of each answer (limit 1-1000, default 25). */
  webhookDeliveries: WebhookDeliveryPage;
  /** Every webhook subscription, oldest first (their secrets are never listed). */
  webhookSubscriptions: Array<WebhookSubscription>;
};


export type QueryApprovalLetterArgs = {
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAuditLogsArgs = {
  options?: InputMaybe<AuditLogsListOptions>;
};


export type QueryBackgroundJobsArgs = {
  options?: InputMaybe<BackgroundJobsListOptions>;
};


export type QueryCompaniesArgs = {
  options?: InputMaybe<CompaniesListOptions>;
};


export type QueryCompanyCommentsArgs = {
  options?: InputMaybe<CompanyCommentsListOptions>;
  vendorId: Scalars['ID']['input'];
};


export type QueryCompanyFileArgs = {
  fileId: Scalars['ID']['input'];
};


export type QueryCompanyNotesArgs = {
  options?: InputMaybe<CompanyNotesListOptions>;
  vendorId: Scalars['ID']['input'];
};


export type QueryCompanyProfileArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryCompanyProjectsArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryCrmOpportunitiesArgs = {
  options?: InputMaybe<CrmOpportunitiesListOptions>;
};


export type QueryFileFolderArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryFileFoldersArgs = {
  options?: InputMaybe<FileFoldersListOptions>;
};


export type QueryFileViewLinkArgs = {
  fileId: Scalars['ID']['input'];
  mode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFinancialRatiosArgs = {
  instance?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type QueryFormTemplateArgs = {
  category: FormCategory;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInsuranceComplianceArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryInsuranceListArgs = {
  options?: InputMaybe<InsuranceComplianceListOptions>;
};


export type QueryInsurancePoliciesArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryInternalUsersArgs = {
  options?: InputMaybe<InternalUsersListOptions>;
};


export type QueryLookupArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type QueryOverdueReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPendingAccountsArgs = {
  options?: InputMaybe<PendingAccountsListOptions>;
};


export type QueryPrequalFormsArgs = {
  instance?: InputMaybe<Scalars['String']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPrequalHistoryArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryPrequalListArgs = {
  options?: InputMaybe<PrequalListOptions>;
};


export type QueryPrequalScoreArgs = {
  instance?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type QueryProjectInsuranceRequirementsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryProjectsArgs = {
  options?: InputMaybe<ProjectsListOptions>;
};


export type QueryRegistrationArgs = {
  draftToken?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type QueryRegistrationsArgs = {
  options: RegistrationsListOptions;
};


export type QueryRelatedAccountsArgs = {
  accountId: Scalars['String']['input'];
};


export type QueryRenewalChangesArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QuerySafetyMetricsArgs = {
  instance?: InputMaybe<Scalars['String']['input']>;
  vendorId: Scalars['ID']['input'];
};


export type QuerySuggestedLimitsArgs = {
  vendorId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  options?: InputMaybe<UsersListOptions>;
};


export type QueryVendorFilesArgs = {
  options?: InputMaybe<VendorFilesListOptions>;
  vendorId: Scalars['ID']['input'];
};


export type QueryVerifyTaxIdArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  taxId: Scalars['String']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  subscriptionId: Scalars['ID']['input'];
};

/** One queue's jobs by state. */
export type QueueCounts = {
  __typename?: 'QueueCounts';
  completed: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  queue: Scalars['String']['output'];
  queued: Scalars['Int']['output'];
  retrying: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
};

/** The registration form's values (form id vendor_registration). Money fields accept "$1,250,000.50". */
export type RegistrationInput = {
  annualVolume?: InputMaybe<Scalars['String']['input']>;
  averageProjectSize?: InputMaybe<Scalars['String']['input']>;
  bondable?: InputMaybe<Scalars['String']['input']>;
  bondableRate?: InputMaybe<Scalars['String']['input']>;
  classificationsCertifications?: InputMaybe<Array<Scalars['String']['input']>>;
  companyDescription?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  companyPerformActions?: InputMaybe<Array<Scalars['String']['input']>>;
  contacts?: InputMaybe<Array<ContactInput>>;
  contractVolume?: InputMaybe<Scalars['String']['input']>;
  dbaName?: InputMaybe<Scalars['String']['input']>;
  emr?: InputMaybe<Scalars['String']['input']>;
  harkinsEmployeeName?: InputMaybe<Scalars['String']['input']>;
  howHeard?: InputMaybe<Scalars['String']['input']>;
  largestProjectSize?: InputMaybe<Scalars['String']['input']>;
  mailingAddress?: InputMaybe<Scalars['String']['input']>;
  marketSectors?: InputMaybe<Array<Scalars['String']['input']>>;
  naicsCode?: InputMaybe<Scalars['String']['input']>;
  noOfEmployees?: InputMaybe<Scalars['String']['input']>;
  officeLocationAddress1?: InputMaybe<Scalars['String']['input']>;
  officeLocationAddress2?: InputMaybe<Scalars['String']['input']>;
  officeLocationCity?: InputMaybe<Scalars['String']['input']>;
  officeLocationCountry?: InputMaybe<Scalars['String']['input']>;
  officeLocationState?: InputMaybe<Scalars['String']['input']>;
  officeLocationZip?: InputMaybe<Scalars['String']['input']>;
  officePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  officeWebsiteUrl?: InputMaybe<Scalars['String']['input']>;
  otherCompanyFollows?: InputMaybe<Scalars['String']['input']>;
  partialScopes?: InputMaybe<Scalars['String']['input']>;
  primaryTrade?: InputMaybe<Scalars['String']['input']>;
  referenceName?: InputMaybe<Scalars['String']['input']>;
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
  secondaryTrades?: InputMaybe<Array<Scalars['String']['input']>>;
  selfPerformStatus?: InputMaybe<Scalars['String']['input']>;
  suiteNumber?: InputMaybe<Scalars['String']['input']>;
  supplierStatus?: InputMaybe<Scalars['String']['input']>;
  taxId?: InputMaybe<Scalars['String']['input']>;
  workPerformedCategory?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationListItem = {
  __typename?: 'RegistrationListItem';
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  prequalStatus: Scalars['String']['output'];
  primaryContactEmail?: Maybe<Scalars['String']['output']>;
  primaryContactFirstName?: Maybe<Scalars['String']['output']>;
  primaryContactLastName?: Maybe<Scalars['String']['output']>;
  registrationStatus: RegistrationStatus;
  submittedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  taxId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  vendorId: Scalars['ID']['output'];
};

export type RegistrationPage = {
  __typename?: 'RegistrationPage';
  items: Array<RegistrationListItem>;
  totalCount: Scalars['Int']['output'];
};

export type RegistrationStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'REJECTED'
  | 'SUBMITTED';

export type RegistrationsListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of companyName, submittedAt, createdAt. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status: RegistrationStatus;
};

/** A company on the other side of a related-account link. */
export type RelatedAccount = {
  __typename?: 'RelatedAccount';
  accountId: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  taxId?: Maybe<Scalars['String']['output']>;
  vendorId: Scalars['ID']['output'];
};

/** An account's parents and children, by company name (REST: parent-accounts, child-accounts). */
export type RelatedAccounts = {
  __typename?: 'RelatedAccounts';
  childAccounts: Array<RelatedAccount>;
  parentAccounts: Array<RelatedAccount>;
};

export type RenewalCategoryChanges = {
  __typename?: 'RenewalCategoryChanges';
  /** The current form's category (SAFETY_LITE stands for the safety tab). */
  category: FormCategory;
  /** Last cycle had the other safety form: the whole form counts as changed. */
  categoryChanged: Scalars['Boolean']['output'];
  changed: Scalars['Int']['output'];
  /** Last cycle's decision of this tab (its limits), when the category is the same. */
  previousDecision?: Maybe<CategoryDecision>;
  questions: Array<RenewalQuestionChange>;
};

export type RenewalChanges = {
  __typename?: 'RenewalChanges';
  categories: Array<RenewalCategoryChanges>;
  /** The instance the newest cycle renews; null when it renews nothing. */
  previousInstance?: Maybe<Scalars['String']['output']>;
};

/** One changed question: before and after as stored (null = unanswered). */
export type RenewalQuestionChange = {
  __typename?: 'RenewalQuestionChange';
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  /** The question's label in the current template version. */
  label: Scalars['String']['output'];
  /** slug, or groupSlug.rowIndex.childSlug in a repeatable group. */
  path: Scalars['String']['output'];
};

export type Role =
  | 'PREQUAL_ADMIN'
  | 'PREQUAL_REVIEWER'
  | 'PREQUAL_VIEWER'
  | 'SYSTEM_ADMIN'
  | 'VENDOR_ADMIN'
  | 'VENDOR_USER';

/** Safety metrics computed from a cycle's safety form answers (docs/insights.md). */
export type SafetyMetrics = {
  __typename?: 'SafetyMetrics';
  /** SAFETY or SAFETY_LITE: the questionnaire the metrics were read from. */
  category: Scalars['String']['output'];
  industry?: Maybe<IndustryAverage>;
  instance: Scalars['String']['output'];
  naics?: Maybe<Scalars['String']['output']>;
  tolerance: Scalars['String']['output'];
  trends: Array<Trend>;
  vendorId: Scalars['String']['output'];
  years: Array<SafetyYear>;
};

/** One year's OSHA 300A figures and the rates computed from them (year 1 the most recent). */
export type SafetyYear = {
  __typename?: 'SafetyYear';
  dart: Metric;
  daysAwayCases?: Maybe<Scalars['Float']['output']>;
  emr: Metric;
  fatalities?: Maybe<Scalars['Float']['output']>;
  hoursWorked?: Maybe<Scalars['Float']['output']>;
  label: Scalars['String']['output'];
  ltir: Metric;
  recordableCases?: Maybe<Scalars['Float']['output']>;
  restrictedCases?: Maybe<Scalars['Float']['output']>;
  trir: Metric;
  typedDart?: Maybe<TypedRateCheck>;
  typedTrir?: Maybe<TypedRateCheck>;
  warnings: Array<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

/** One factor of the prequalification score: its value, weight, points and where it came from. */
export type ScoreFactor = {
  __typename?: 'ScoreFactor';
  inputs: Array<ScoreFactorAnswer>;
  /** trir, dart, fatalities, emr, emrTrend, currentRatio, debtToEquity, workingCapital, insurance, yearsInBusiness, completeness. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The most the factor can earn once the weights are normalised over the factors scored. */
  maxPoints: Scalars['Float']['output'];
  /** Left out (its weight spread over the others): it could not be scored. */
  missing: Scalars['Boolean']['output'];
  /** Points earned (one decimal); null when withheld. */
  points?: Maybe<Scalars['Float']['output']>;
  /** The rule and its thresholds in words. */
  rule: Scalars['String']['output'];
  /** The form and questions, or the record, the value came from. */
  source: Scalars['String']['output'];
  /** The value as shown, or why the factor could not be scored, or that it is withheld. */
  value: Scalars['String']['output'];
  /** The weight as configured. */
  weight: Scalars['Float']['output'];
  /** A financial factor hidden from a role without prequal.financials.read. */
  withheld: Scalars['Boolean']['output'];
};

/** An answer or record a score factor read: its question slug (or key), its label and its value. */
export type ScoreFactorAnswer = {
  __typename?: 'ScoreFactorAnswer';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

/** The score's weights and thresholds (docs/insights.md, Score), and the defaults as shipped. */
export type ScoreWeightsView = {
  __typename?: 'ScoreWeightsView';
  defaults: Scalars['JSON']['output'];
  updatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Each factor: weight (0-100) and thresholds (common/src/insights/score-weights.ts). */
  weights: Scalars['JSON']['output'];
};

export type SecondaryContact = {
  __typename?: 'SecondaryContact';
  cellPhone?: Maybe<Scalars['String']['output']>;
  contactId?: Maybe<Scalars['ID']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type StalledVendor = {
  __typename?: 'StalledVendor';
  companyName: Scalars['String']['output'];
  /** Whole days since `since`. */
  days: Scalars['Int']['output'];
  /** The cycle, a year-month such as 2027-01. */
  instance: Scalars['String']['output'];
  /** The clock started at a return to the vendor, not at the beginning. */
  returned: Scalars['Boolean']['output'];
  /** When the clock started: the cycle began, or it was last returned to the vendor. */
  since: Scalars['DateTimeISO']['output'];
  vendorId: Scalars['ID']['output'];
};

export type SuccessPayload = {
  __typename?: 'SuccessPayload';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** A company's suggested financial limits from its current cycle's financial answers: each the smallest result of its rules. */
export type SuggestedLimits = {
  __typename?: 'SuggestedLimits';
  aggregateLimit?: Maybe<Scalars['String']['output']>;
  bondingLimit?: Maybe<Scalars['String']['output']>;
  explanations: Array<LimitExplanation>;
  singleLimit?: Maybe<Scalars['String']['output']>;
};

export type TaxIdVerification = {
  __typename?: 'TaxIdVerification';
  /** Outcome (b): the CRM's accounts with this tax ID that no portal company has yet; signUp(accountNumber, taxId) creates a user for one. */
  crmAccounts: Array<CompanyMatch>;
  draftVendors: Array<DraftMatch>;
  isExistsInDatabase: Scalars['Boolean']['output'];
  isExistsInDynamics: Scalars['Boolean']['output'];
  /** Every registration with this tax ID past the draft stage was not approved. */
  isRegistrationRejected: Scalars['Boolean']['output'];
  vendorsWithSameTaxId: Array<CompanyMatch>;
};

export type TotpConfirmPayload = {
  __typename?: 'TotpConfirmPayload';
  /** Ten one-use recovery codes, shown this once. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The session, when the set-up completed a sign-in (mfaToken). */
  session?: Maybe<LoginPayload>;
};

/** A new authenticator secret, shown until it is confirmed with a code. */
export type TotpSetup = {
  __typename?: 'TotpSetup';
  otpauthUri: Scalars['String']['output'];
  /** The otpauth URI as a QR code (a PNG data URL). */
  qrCode: Scalars['String']['output'];
  /** The secret in base32, for typing into an authenticator app. */
  secret: Scalars['String']['output'];
};

export type Trend = {
  __typename?: 'Trend';
  direction: TrendDirection;
  explanation: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A metric over the years: IMPROVING, WORSENING, FLAT (within 5 %) or UNKNOWN (fewer than two years). */
export type TrendDirection =
  | 'FLAT'
  | 'IMPROVING'
  | 'UNKNOWN'
  | 'WORSENING';

/** The vendor's typed rate against the computed one. */
export type TypedRateCheck = {
  __typename?: 'TypedRateCheck';
  computed?: Maybe<Scalars['Float']['output']>;
  differs: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  typed: Scalars['Float']['output'];
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** Set when the caller changed its own password: every earlier token of the user (this request's too) has ended, and this one replaces it. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** Set when the update asked for a new e-mail: the address a confirmation link was sent to (the e-mail changes once it is opened). The same whether or not the address is free. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  user: User;
};

export type UpdateUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A new password; empty or absent keeps the current one. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  role: Role;
};

export type UploadedArea =
  | 'ESSENTIAL'
  | 'GENERAL'
  | 'REGISTRATION';

export type UploadedFile = {
  __typename?: 'UploadedFile';
  fileId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Where a signed-in user allowed to read the company fetches it: /api/v1/files/{fileId}/content with the bearer token. Never downloadable anonymously. */
  url: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  accountId?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  isCompanyAdmin: Scalars['Boolean']['output'];
  lastLogin?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  priority?: Maybe<Priority>;
  profilePic?: Maybe<Scalars['String']['output']>;
  registrationStatus: UserRegistrationStatus;
  role: Role;
  roleName: Scalars['String']['output'];
  /** Account Creation only: the role approving the user now gives (the company's first approved user becomes its company admin). */
  roleOnApproval?: Maybe<Role>;
  userId: Scalars['ID']['output'];
  vendorId?: Maybe<Scalars['ID']['output']>;
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  totalCount: Scalars['Int']['output'];
};

export type UserRegistrationStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type UsersListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** A substring of what the list searches. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One of name. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

export type VendorFilesListOptions = {
  /** Rows per page (default 25, at most 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** From 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** One of updatedAt, fileName. */
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A vendor company's registration as loaded (the loaded-vendor shape of spec section 3). */
export type VendorRegistration = {
  __typename?: 'VendorRegistration';
  accountId?: Maybe<Scalars['String']['output']>;
  annualVolume?: Maybe<Scalars['String']['output']>;
  /** Money as exact decimal strings, e.g. "1250000.50". */
  averageProjectSize?: Maybe<Scalars['String']['output']>;
  bondable?: Maybe<Scalars['String']['output']>;
  bondableRate?: Maybe<Scalars['String']['output']>;
  classificationsCertifications: Array<Scalars['String']['output']>;
  companyDescription?: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  companyPerformActions: Array<Scalars['String']['output']>;
  contractVolume?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Where its last "Sync with 365" stands (null before approval). */
  crmSyncStatus?: Maybe<CrmSyncStatus>;
  dbaName?: Maybe<Scalars['String']['output']>;
  /** The secret that continues an anonymous draft (send it as `draftToken`; REST header X-Draft-Token). Only in the answer of the save that created the draft, once; null everywhere else. */
  draftToken?: Maybe<Scalars['String']['output']>;
  emr?: Maybe<Scalars['Float']['output']>;
  generalContractReferencesDocument?: Maybe<UploadedFile>;
  harkinsEmployeeName?: Maybe<Scalars['String']['output']>;
  /** The company's ERP id (set on the company page). */
  hb_erpid?: Maybe<Scalars['String']['output']>;
  howHeard?: Maybe<Scalars['String']['output']>;
  largestProjectSize?: Maybe<Scalars['String']['output']>;
  mailingAddress?: Maybe<Scalars['String']['output']>;
  marketSectors: Array<Scalars['String']['output']>;
  /** The company's 6-digit NAICS industry code; its safety rates are compared with its industry's published averages. */
  naicsCode?: Maybe<Scalars['String']['output']>;
  noOfEmployees?: Maybe<Scalars['Int']['output']>;
  officeLocationAddress1?: Maybe<Scalars['String']['output']>;
  officeLocationAddress2?: Maybe<Scalars['String']['output']>;
  officeLocationCity?: Maybe<Scalars['String']['output']>;
  officeLocationCountry?: Maybe<Scalars['String']['output']>;
  officeLocationState?: Maybe<Scalars['String']['output']>;
  officeLocationZip?: Maybe<Scalars['String']['output']>;
  officePhoneNumber?: Maybe<Scalars['String']['output']>;
  officeWebsiteUrl?: Maybe<Scalars['String']['output']>;
  otherCompanyFollows?: Maybe<Scalars['String']['output']>;
  partialScopes?: Maybe<Scalars['String']['output']>;
  prequalStatus: Scalars['String']['output'];
  primaryContactCellPhone?: Maybe<Scalars['String']['output']>;
  primaryContactEmail?: Maybe<Scalars['String']['output']>;
  primaryContactFirstName?: Maybe<Scalars['String']['output']>;
  primaryContactJobTitle?: Maybe<Scalars['String']['output']>;
  primaryContactLastName?: Maybe<Scalars['String']['output']>;
  primaryContactOfficePhone?: Maybe<Scalars['String']['output']>;
  primaryTrade?: Maybe<Scalars['String']['output']>;
  referenceName?: Maybe<Scalars['String']['output']>;
  regions: Array<Scalars['String']['output']>;
  registrationComment?: Maybe<Scalars['String']['output']>;
  registrationStatus: RegistrationStatus;
  secondaryContacts: Array<SecondaryContact>;
  secondaryTrades: Array<Scalars['String']['output']>;
  selfPerformStatus?: Maybe<Scalars['String']['output']>;
  submittedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  suiteNumber?: Maybe<Scalars['String']['output']>;
  supplierStatus?: Maybe<Scalars['String']['output']>;
  taxId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  vendorId: Scalars['ID']['output'];
  /** Goes up with every change of the company. Send it back with a save (`version` argument; REST `version` field or If-Match) so a save made from an outdated copy is refused instead of undoing the other change. */
  version: Scalars['Int']['output'];
  w9File?: Maybe<UploadedFile>;
  workPerformedCategory?: Maybe<Scalars['String']['output']>;
};

/** One try of a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  attemptedAt: Scalars['DateTimeISO']['output'];
  durationMs: Scalars['Int']['output'];
  /** Why no answer came (network, timeout, a refused address). */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The start of the receiver's answer (1,024 characters at most). */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** The receiver's HTTP status; null when no answer came. */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One event for one subscription: its webhook-id is the delivery id, the same on every try. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Tries made so far. */
  attempts: Scalars['Int']['output'];
  /** The JSON body sent: { type, timestamp, data }. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  status: WebhookDeliveryStatus;
  subscriptionId: Scalars['ID']['output'];
  /** Its tries, oldest first. */
  tries: Array<WebhookAttempt>;
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  deliveries: Array<WebhookDelivery>;
  totalCount: Scalars['Int']['output'];
};

/** PENDING (waiting for its next try), SUCCEEDED (a 2xx answer), FAILED (no tries left, or the address was refused). */
export type WebhookDeliveryStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

/** A subscription with its signing secret, answered once: the portal keeps it only to sign. */
export type WebhookSecret = {
  __typename?: 'WebhookSecret';
  /** whsec_ and base64 (Standard Webhooks): verify each webhook-signature with it. */
  secret: Scalars['String']['output'];
  subscription: WebhookSubscription;
};

/** An integrator's endpoint and the events it receives. Its secret is shown only when created or rotated. */
export type WebhookSubscription = {
  __typename?: 'WebhookSubscription';
  createdAt: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** A disabled subscription receives nothing, not even deliveries already queued. */
  enabled: Scalars['Boolean']['output'];
  /** Event types of the catalogue (docs/webhooks.md), e.g. registration.approved. */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Until when deliveries are also signed with the secret before the last rotation; null: only the current one. */
  previousSecretExpiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The http(s) URL each delivery is POSTed to. */
  url: Scalars['String']['output'];
};

export type WebhookSubscriptionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** true unless given. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Event types of the catalogue (docs/webhooks.md), e.g. registration.approved. */
  events: Array<Scalars['String']['input']>;
  /** An http:// or https:// URL. */
  url: Scalars['String']['input'];
};

/** The fields to change; the others are kept. */
export type WebhookSubscriptionPatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ApprovedCompanyOptionsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type ApprovedCompanyOptionsQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyPage', totalCount: number, items: Array<{ __typename?: 'CompanyListItem', vendorId: string, companyName: string }> } };

export type CompanyAssignedProjectsQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyAssignedProjectsQuery = { __typename?: 'Query', companyProjects: { __typename?: 'CompanyProjects', vendorId: string, projects: Array<{ __typename?: 'Project', projectId: string, projectNumber?: string | null, projectName: string, projectStage?: string | null, projectVolume?: string | null, startDate?: string | null, endDate?: string | null }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', userId: string, name: string, email: string, phone?: string | null, role: Role, companyName?: string | null, lastLogin?: string | null, profilePic?: string | null, vendorId?: string | null, accountId?: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type ActivityPeopleQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ActivityPeopleQuery = { __typename?: 'Query', internalUsers: { __typename?: 'UserPage', items: Array<{ __typename?: 'User', userId: string, name: string, email: string }> }, users: { __typename?: 'UserPage', items: Array<{ __typename?: 'User', userId: string, name: string, email: string, companyName?: string | null }> } };

export type AuditLogsQueryVariables = Exact<{
  options?: InputMaybe<AuditLogsListOptions>;
}>;


export type AuditLogsQuery = { __typename?: 'Query', auditLogs: { __typename?: 'AuditLogPage', totalCount: number, items: Array<{ __typename?: 'AuditLog', logId: string, entityType: string, entityTypeLabel: string, action: string, actionLabel: string, performedBy: string, performedAt: string, changes: Array<{ __typename?: 'AuditChange', field: string, from?: string | null, to?: string | null, value?: string | null }> }> } };

export type SavePrequalFormForVendorMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance: Scalars['String']['input'];
  form: PrequalFormAnswersInput;
}>;


export type SavePrequalFormForVendorMutation = { __typename?: 'Mutation', savePrequalForm: { __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, version: number, fields: unknown, updatedAt: string } };

export type SubmitPrequalFormsForVendorMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance: Scalars['String']['input'];
  forms: Array<PrequalFormAnswersInput> | PrequalFormAnswersInput;
}>;


export type SubmitPrequalFormsForVendorMutation = { __typename?: 'Mutation', submitPrequalForms: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string } };

export type AdminReviewMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
  flags?: InputMaybe<Array<PrequalFlagInput> | PrequalFlagInput>;
}>;


export type AdminReviewMutation = { __typename?: 'Mutation', adminReview: { __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> } };

export type DeletePrequalFormsMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance: Scalars['String']['input'];
}>;


export type DeletePrequalFormsMutation = { __typename?: 'Mutation', deletePrequalForms: boolean };

export type DeleteRegistrationDraftMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type DeleteRegistrationDraftMutation = { __typename?: 'Mutation', deleteRegistrationDraft: boolean };

export type DepartmentDecisionMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  input: DepartmentDecisionInput;
}>;


export type DepartmentDecisionMutation = { __typename?: 'Mutation', departmentDecision: { __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> } };

export type FinalDecisionMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  status: FinalDecision;
  commentText?: InputMaybe<Scalars['String']['input']>;
}>;


export type FinalDecisionMutation = { __typename?: 'Mutation', finalDecision: { __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> } };

export type CompanyPrequalFormsQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompanyPrequalFormsQuery = { __typename?: 'Query', prequalForms?: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string, editable: boolean, forms: Array<{ __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, instance: string, version: number, fields: unknown, updatedAt: string, answersHidden: boolean }> } | null };

export type PendingAccountsQueryVariables = Exact<{
  options?: InputMaybe<PendingAccountsListOptions>;
}>;


export type PendingAccountsQuery = { __typename?: 'Query', pendingAccounts: { __typename?: 'UserPage', totalCount: number, users: Array<{ __typename?: 'User', userId: string, name: string, email: string, phone?: string | null, priority?: Priority | null, role: Role, roleName: string, roleOnApproval?: Role | null, profilePic?: string | null, companyName?: string | null }> } };

export type PrequalListQueryVariables = Exact<{
  options?: InputMaybe<PrequalListOptions>;
}>;


export type PrequalListQuery = { __typename?: 'Query', prequalList: { __typename?: 'PrequalListPage', totalCount: number, items: Array<{ __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> }> } };

export type RegistrationsQueryVariables = Exact<{
  options: RegistrationsListOptions;
}>;


export type RegistrationsQuery = { __typename?: 'Query', registrations: { __typename?: 'RegistrationPage', totalCount: number, items: Array<{ __typename?: 'RegistrationListItem', vendorId: string, companyName: string, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactEmail?: string | null, submittedAt?: string | null, createdAt: string }> } };

export type RenewalChangesQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type RenewalChangesQuery = { __typename?: 'Query', renewalChanges: { __typename?: 'RenewalChanges', previousInstance?: string | null, categories: Array<{ __typename?: 'RenewalCategoryChanges', category: FormCategory, categoryChanged: boolean, changed: number, questions: Array<{ __typename?: 'RenewalQuestionChange', path: string, label: string, before?: unknown | null, after?: unknown | null }>, previousDecision?: { __typename?: 'CategoryDecision', formId: string, status: DepartmentStatus, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null } | null }> } };

export type SuggestedLimitsQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type SuggestedLimitsQuery = { __typename?: 'Query', suggestedLimits: { __typename?: 'SuggestedLimits', singleLimit?: string | null, aggregateLimit?: string | null, bondingLimit?: string | null, explanations: Array<{ __typename?: 'LimitExplanation', limit: LimitKind, rule: string, inputs: unknown, result?: string | null, note?: string | null }> } };

export type PrequalRowFieldsFragment = { __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> };

export type SaveDepartmentFormMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance: Scalars['String']['input'];
  form: PrequalFormAnswersInput;
}>;


export type SaveDepartmentFormMutation = { __typename?: 'Mutation', saveDepartmentForm: { __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, version: number, fields: unknown, updatedAt: string } };

export type SetFinancialLimitsMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  singleLimit: Scalars['String']['input'];
  bondingLimit: Scalars['String']['input'];
  aggregateLimit: Scalars['String']['input'];
}>;


export type SetFinancialLimitsMutation = { __typename?: 'Mutation', setFinancialLimits: { __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> } };

export type SetMitigationPlansMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  plans: Scalars['JSON']['input'];
}>;


export type SetMitigationPlansMutation = { __typename?: 'Mutation', setMitigationPlans: { __typename?: 'PrequalListItem', prequalId: string, vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, instance: string, prequalStatus: string, priority: PrequalPriority, submittedAt?: string | null, reviewDays?: number | null, overdueBusinessDays?: number | null, finalStatus?: FinalDecision | null, commentText?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null, overdueBusinessDays?: number | null }> } };

export type SetPrequalPriorityMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  priority: PrequalPriority;
}>;


export type SetPrequalPriorityMutation = { __typename?: 'Mutation', setPrequalPriority: { __typename?: 'PrequalListItem', prequalId: string, priority: PrequalPriority } };

export type SetRegistrationStatusMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetRegistrationStatusMutation = { __typename?: 'Mutation', setRegistrationStatus: { __typename?: 'VendorRegistration', vendorId: string, registrationStatus: RegistrationStatus } };

export type SetUserPriorityMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  priority: Priority;
}>;


export type SetUserPriorityMutation = { __typename?: 'Mutation', setUserPriority: { __typename?: 'User', userId: string, priority?: Priority | null } };

export type SetUserRegistrationStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
  commentText?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetUserRegistrationStatusMutation = { __typename?: 'Mutation', setUserRegistrationStatus: { __typename?: 'User', userId: string, registrationStatus: UserRegistrationStatus } };

export type StartRenewalMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type StartRenewalMutation = { __typename?: 'Mutation', startRenewal: { __typename?: 'PrequalFormSet', instance: string } };

export type UpdateRegistrationMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  input: RegistrationInput;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateRegistrationMutation = { __typename?: 'Mutation', updateRegistration: { __typename?: 'VendorRegistration', vendorId: string, version: number, registrationStatus: RegistrationStatus, taxId?: string | null, noOfEmployees?: number | null, companyName: string, dbaName?: string | null, mailingAddress?: string | null, suiteNumber?: string | null, officeLocationAddress1?: string | null, officeLocationAddress2?: string | null, officeLocationCity?: string | null, officeLocationState?: string | null, officeLocationZip?: string | null, officeLocationCountry?: string | null, officePhoneNumber?: string | null, officeWebsiteUrl?: string | null, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactJobTitle?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, companyDescription?: string | null, naicsCode?: string | null, regions: Array<string>, marketSectors: Array<string>, supplierStatus?: string | null, selfPerformStatus?: string | null, partialScopes?: string | null, workPerformedCategory?: string | null, primaryTrade?: string | null, secondaryTrades: Array<string>, averageProjectSize?: string | null, largestProjectSize?: string | null, annualVolume?: string | null, emr?: number | null, bondable?: string | null, bondableRate?: string | null, classificationsCertifications: Array<string>, companyPerformActions: Array<string>, otherCompanyFollows?: string | null, referenceName?: string | null, contractVolume?: string | null, howHeard?: string | null, harkinsEmployeeName?: string | null, secondaryContacts: Array<{ __typename?: 'SecondaryContact', contactId?: string | null, firstName?: string | null, lastName?: string | null, jobTitle?: string | null, email?: string | null, cellPhone?: string | null }>, w9File?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null, generalContractReferencesDocument?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null } };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'ApiKeySecret', secret: string, apiKey: { __typename?: 'ApiKey', apiKeyId: string, name: string, prefix: string, permissions: Array<string>, vendorId?: string | null, companyName?: string | null, expiresAt: string, requestsPerMinute: number, createdBy: string, createdAt: string, rotatedAt?: string | null, previousSecretExpiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, status: ApiKeyStatus } } };

export type ApiKeyFieldsFragment = { __typename?: 'ApiKey', apiKeyId: string, name: string, prefix: string, permissions: Array<string>, vendorId?: string | null, companyName?: string | null, expiresAt: string, requestsPerMinute: number, createdBy: string, createdAt: string, rotatedAt?: string | null, previousSecretExpiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, status: ApiKeyStatus };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', apiKeyId: string, name: string, prefix: string, permissions: Array<string>, vendorId?: string | null, companyName?: string | null, expiresAt: string, requestsPerMinute: number, createdBy: string, createdAt: string, rotatedAt?: string | null, previousSecretExpiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, status: ApiKeyStatus }> };

export type RevokeApiKeyMutationVariables = Exact<{
  apiKeyId: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', apiKeyId: string, name: string, prefix: string, permissions: Array<string>, vendorId?: string | null, companyName?: string | null, expiresAt: string, requestsPerMinute: number, createdBy: string, createdAt: string, rotatedAt?: string | null, previousSecretExpiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, status: ApiKeyStatus } };

export type RotateApiKeyMutationVariables = Exact<{
  apiKeyId: Scalars['ID']['input'];
  graceHours?: InputMaybe<Scalars['Float']['input']>;
}>;


export type RotateApiKeyMutation = { __typename?: 'Mutation', rotateApiKey: { __typename?: 'ApiKeySecret', secret: string, apiKey: { __typename?: 'ApiKey', apiKeyId: string, name: string, prefix: string, permissions: Array<string>, vendorId?: string | null, companyName?: string | null, expiresAt: string, requestsPerMinute: number, createdBy: string, createdAt: string, rotatedAt?: string | null, previousSecretExpiresAt?: string | null, lastUsedAt?: string | null, revokedAt?: string | null, status: ApiKeyStatus } } };

export type ApprovalLetterQueryVariables = Exact<{
  vendorId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ApprovalLetterQuery = { __typename?: 'Query', approvalLetter?: { __typename?: 'ApprovalLetter', fileId: string, fileName: string, size: number, instance: string } | null };

export type ApprovalLetterLinkQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
}>;


export type ApprovalLetterLinkQuery = { __typename?: 'Query', fileViewLink: { __typename?: 'FileViewLink', url: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmEmailChangeMutation = { __typename?: 'Mutation', confirmEmailChange: { __typename?: 'EmailChangeConfirmation', email: string, message: string } };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', accessToken?: string | null, mfaRequired: boolean, mfaEnrolmentRequired: boolean, mfaToken?: string | null, user?: { __typename?: 'User', userId: string, role: Role } | null } };

export type ForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'SuccessPayload', success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'SuccessPayload', success: boolean, message: string } };

export type LoginMfaMutationVariables = Exact<{
  mfaToken: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type LoginMfaMutation = { __typename?: 'Mutation', loginMfa: { __typename?: 'LoginPayload', accessToken?: string | null } };

export type SsoLoginMutationVariables = Exact<{
  ssoToken: Scalars['String']['input'];
}>;


export type SsoLoginMutation = { __typename?: 'Mutation', ssoLogin: { __typename?: 'LoginPayload', accessToken?: string | null, mfaRequired: boolean, mfaEnrolmentRequired: boolean, mfaToken?: string | null } };

export type SignInTotpSetupMutationVariables = Exact<{
  mfaToken: Scalars['String']['input'];
}>;


export type SignInTotpSetupMutation = { __typename?: 'Mutation', signInTotpSetup: { __typename?: 'TotpSetup', secret: string, qrCode: string } };

export type SignInTotpConfirmMutationVariables = Exact<{
  mfaToken: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type SignInTotpConfirmMutation = { __typename?: 'Mutation', signInTotpConfirm: { __typename?: 'TotpConfirmPayload', recoveryCodes: Array<string>, session?: { __typename?: 'LoginPayload', accessToken?: string | null } | null } };

export type SendDraftLinkMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type SendDraftLinkMutation = { __typename?: 'Mutation', sendDraftLink: { __typename?: 'SuccessPayload', success: boolean, message: string } };

export type SignUpMutationVariables = Exact<{
  accountNumber: Scalars['String']['input'];
  input: SignUpInput;
  taxId?: InputMaybe<Scalars['String']['input']>;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'SuccessPayload', success: boolean, message: string } };

export type VerifyTaxIdQueryVariables = Exact<{
  taxId: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
}>;


export type VerifyTaxIdQuery = { __typename?: 'Query', verifyTaxId: { __typename?: 'TaxIdVerification', isExistsInDynamics: boolean, isExistsInDatabase: boolean, isRegistrationRejected: boolean, vendorsWithSameTaxId: Array<{ __typename?: 'CompanyMatch', companyName: string, accountId: string }>, draftVendors: Array<{ __typename?: 'DraftMatch', companyName: string, vendorId: string }>, crmAccounts: Array<{ __typename?: 'CompanyMatch', companyName: string, accountId: string }> } };

export type BackgroundJobsQueryVariables = Exact<{
  options?: InputMaybe<BackgroundJobsListOptions>;
}>;


export type BackgroundJobsQuery = { __typename?: 'Query', backgroundJobs: { __typename?: 'BackgroundJobPage', totalCount: number, items: Array<{ __typename?: 'BackgroundJob', id: string, queue: string, state: JobState, retryCount: number, retryLimit: number, createdOn: string, startedOn?: string | null, completedOn?: string | null, startAfter: string, error?: string | null, summary?: string | null, requestId?: string | null }> } };

export type QueueCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueueCountsQuery = { __typename?: 'Query', queueCounts: Array<{ __typename?: 'QueueCounts', queue: string, queued: number, running: number, retrying: number, failed: number, completed: number }> };

export type RetryJobMutationVariables = Exact<{
  queue: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type RetryJobMutation = { __typename?: 'Mutation', retryJob: { __typename?: 'BackgroundJob', id: string, state: JobState, retryCount: number, retryLimit: number } };

export type InvitationBatchFieldsFragment = { __typename?: 'CompanyInvitationBatch', invitedCount: number, counts: { __typename?: 'CompanyInvitationCounts', invite: number, alreadyRegistered: number, draftExists: number, duplicateInFile: number, invalid: number }, rows: Array<{ __typename?: 'CompanyInvitationRow', rowNumber: number, taxId: string, companyName: string, contactEmail: string, outcome: InvitationOutcome, reason: string, field?: string | null, existingStatus?: string | null, existingCompanyName?: string | null }> };

export type PreviewCompanyInvitationsMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type PreviewCompanyInvitationsMutation = { __typename?: 'Mutation', previewCompanyInvitations: { __typename?: 'CompanyInvitationBatch', invitedCount: number, counts: { __typename?: 'CompanyInvitationCounts', invite: number, alreadyRegistered: number, draftExists: number, duplicateInFile: number, invalid: number }, rows: Array<{ __typename?: 'CompanyInvitationRow', rowNumber: number, taxId: string, companyName: string, contactEmail: string, outcome: InvitationOutcome, reason: string, field?: string | null, existingStatus?: string | null, existingCompanyName?: string | null }> } };

export type SendCompanyInvitationsMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type SendCompanyInvitationsMutation = { __typename?: 'Mutation', sendCompanyInvitations: { __typename?: 'CompanyInvitationBatch', invitedCount: number, counts: { __typename?: 'CompanyInvitationCounts', invite: number, alreadyRegistered: number, draftExists: number, duplicateInFile: number, invalid: number }, rows: Array<{ __typename?: 'CompanyInvitationRow', rowNumber: number, taxId: string, companyName: string, contactEmail: string, outcome: InvitationOutcome, reason: string, field?: string | null, existingStatus?: string | null, existingCompanyName?: string | null }> } };

export type DeleteCompanyMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type DeleteCompanyMutation = { __typename?: 'Mutation', deleteCompany: { __typename?: 'DeletedCompany', success: boolean, message: string, vendorId: string } };

export type CompanyProjectOptionsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type CompanyProjectOptionsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', totalCount: number, items: Array<{ __typename?: 'Project', projectId: string, projectNumber?: string | null, projectName: string }> } };

export type CompaniesQueryVariables = Exact<{
  options?: InputMaybe<CompaniesListOptions>;
}>;


export type CompaniesQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyPage', totalCount: number, items: Array<{ __typename?: 'CompanyListItem', vendorId: string, companyName: string, primaryContactName?: string | null, primaryContactEmail?: string | null, registrationStatus: RegistrationStatus, prequalStatus: string, prequalScore?: number | null, insurance: CompanyInsurance, qualifications: Array<string>, associatedProjects: Array<{ __typename?: 'CompanyAssociatedProject', projectId: string, projectName: string }> }> } };

export type SetCompanyProjectsMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  action: ProjectAction;
  projectIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetCompanyProjectsMutation = { __typename?: 'Mutation', setCompanyProjects: Array<{ __typename?: 'Project', projectId: string, projectName: string }> };

export type AddCompanyCommentMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
}>;


export type AddCompanyCommentMutation = { __typename?: 'Mutation', addCompanyComment: { __typename?: 'CompanyComment', commentId: string } };

export type DeleteCompanyCommentMutationVariables = Exact<{
  commentId: Scalars['ID']['input'];
}>;


export type DeleteCompanyCommentMutation = { __typename?: 'Mutation', deleteCompanyComment: { __typename?: 'CompanyComment', commentId: string } };

export type AddCompanyNoteMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  notes: Scalars['String']['input'];
}>;


export type AddCompanyNoteMutation = { __typename?: 'Mutation', addCompanyNote: { __typename?: 'CompanyNote', noteId: string } };

export type DeleteCompanyNoteMutationVariables = Exact<{
  noteId: Scalars['ID']['input'];
}>;


export type DeleteCompanyNoteMutation = { __typename?: 'Mutation', deleteCompanyNote: { __typename?: 'CompanyNote', noteId: string } };

export type AddParentAccountMutationVariables = Exact<{
  accountId: Scalars['String']['input'];
  otherAccountId: Scalars['String']['input'];
}>;


export type AddParentAccountMutation = { __typename?: 'Mutation', addParentAccount: { __typename?: 'RelatedAccounts', parentAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }>, childAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }> } };

export type AddChildAccountMutationVariables = Exact<{
  accountId: Scalars['String']['input'];
  otherAccountId: Scalars['String']['input'];
}>;


export type AddChildAccountMutation = { __typename?: 'Mutation', addChildAccount: { __typename?: 'RelatedAccounts', parentAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }>, childAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }> } };

export type RemoveParentAccountMutationVariables = Exact<{
  accountId: Scalars['String']['input'];
  otherAccountId: Scalars['String']['input'];
}>;


export type RemoveParentAccountMutation = { __typename?: 'Mutation', removeParentAccount: { __typename?: 'RelatedAccounts', parentAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }>, childAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }> } };

export type RemoveChildAccountMutationVariables = Exact<{
  accountId: Scalars['String']['input'];
  otherAccountId: Scalars['String']['input'];
}>;


export type RemoveChildAccountMutation = { __typename?: 'Mutation', removeChildAccount: { __typename?: 'RelatedAccounts', parentAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }>, childAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }> } };

export type ApprovedCompanyLookupQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ApprovedCompanyLookupQuery = { __typename?: 'Query', companies: { __typename?: 'CompanyPage', totalCount: number, items: Array<{ __typename?: 'CompanyListItem', vendorId: string, accountId?: string | null, companyName: string, taxId?: string | null }> } };

export type CompanyCommentsQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  options?: InputMaybe<CompanyCommentsListOptions>;
}>;


export type CompanyCommentsQuery = { __typename?: 'Query', companyComments: { __typename?: 'CompanyCommentPage', totalCount: number, items: Array<{ __typename?: 'CompanyComment', commentId: string, vendorId: string, commentText: string, commentedBy: string, commentDate: string }> } };

export type CompanyDetailQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyDetailQuery = { __typename?: 'Query', registration: { __typename?: 'VendorRegistration', vendorId: string, accountId?: string | null, companyName: string, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, registrationStatus: RegistrationStatus, prequalStatus: string } };

export type CompanyNotesQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  options?: InputMaybe<CompanyNotesListOptions>;
}>;


export type CompanyNotesQuery = { __typename?: 'Query', companyNotes: { __typename?: 'CompanyNotePage', totalCount: number, items: Array<{ __typename?: 'CompanyNote', noteId: string, vendorId: string, notes: string, createdBy: string, createdAt: string }> } };

export type CompanyProfileQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyProfileQuery = { __typename?: 'Query', companyProfile: { __typename?: 'CompanyProfile', vendorId: string, accountId?: string | null, hb_erpid?: string | null, crmUrl?: string | null, version: number, crmSync: { __typename?: 'CrmSyncState', vendorId: string, status?: CrmSyncStatus | null, syncedAt?: string | null, message?: string | null, error?: string | null } } };

export type CompanyCycleFormsQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance: Scalars['String']['input'];
}>;


export type CompanyCycleFormsQuery = { __typename?: 'Query', prequalForms?: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, forms: Array<{ __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, fields: unknown, answersHidden: boolean }> } | null };

export type CompanyPrequalHistoryQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyPrequalHistoryQuery = { __typename?: 'Query', prequalHistory: Array<{ __typename?: 'PrequalCycle', prequalId: string, vendorId: string, instance: string, year: number, month: number, prequalStatus: string, finalStatus?: FinalDecision | null, commentText?: string | null, submittedAt?: string | null, expiresAt?: string | null, categoryStatuses: Array<{ __typename?: 'CategoryDecision', formId: string, category: FormCategory, status: DepartmentStatus, mitigationPlan?: string | null, commentText?: string | null, aggregateLimit?: string | null, singleLimit?: string | null, bondingLimit?: string | null, decidedAt?: string | null, decidedByName?: string | null }> }> };

export type RelatedAccountsFieldsFragment = { __typename?: 'RelatedAccounts', parentAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }>, childAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }> };

export type RelatedAccountsQueryVariables = Exact<{
  accountId: Scalars['String']['input'];
}>;


export type RelatedAccountsQuery = { __typename?: 'Query', relatedAccounts: { __typename?: 'RelatedAccounts', parentAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }>, childAccounts: Array<{ __typename?: 'RelatedAccount', accountId: string, companyName: string, taxId?: string | null, vendorId: string }> } };

export type SetCompanyErpIdMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  hbErpid?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetCompanyErpIdMutation = { __typename?: 'Mutation', setCompanyErpId: { __typename?: 'CompanyProfile', vendorId: string, accountId?: string | null, hb_erpid?: string | null, crmUrl?: string | null, version: number } };

export type SetCycleSubmittedAtMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  instance: Scalars['String']['input'];
  submittedAt: Scalars['DateTimeISO']['input'];
}>;


export type SetCycleSubmittedAtMutation = { __typename?: 'Mutation', setPrequalSubmittedAt: { __typename?: 'PrequalCycle', prequalId: string, instance: string, submittedAt?: string | null } };

export type CompanyStartRenewalMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyStartRenewalMutation = { __typename?: 'Mutation', startRenewal: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string } };

export type CompanyBeginPrequalMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyBeginPrequalMutation = { __typename?: 'Mutation', beginPrequal: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string } };

export type SyncCompanyToCrmMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type SyncCompanyToCrmMutation = { __typename?: 'Mutation', syncCompanyToCrm: { __typename?: 'CrmSyncState', vendorId: string, status?: CrmSyncStatus | null } };

export type RenameFileMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
  newName: Scalars['String']['input'];
}>;


export type RenameFileMutation = { __typename?: 'Mutation', renameFile: { __typename?: 'CompanyFile', fileId: string, fileName: string, fileType: string } };

export type DeleteFileMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
}>;


export type DeleteFileMutation = { __typename?: 'Mutation', deleteFile: boolean };

export type SetFileExpiryMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
  expiresAt?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetFileExpiryMutation = { __typename?: 'Mutation', setFileExpiry: { __typename?: 'CompanyFile', fileId: string, expiresAt?: string | null, expiryStatus?: ExpiryStatus | null } };

export type FileViewLinkQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
  mode?: InputMaybe<Scalars['String']['input']>;
}>;


export type FileViewLinkQuery = { __typename?: 'Query', fileViewLink: { __typename?: 'FileViewLink', url: string, expiresAt: string } };

export type CompanyFilesQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  options?: InputMaybe<VendorFilesListOptions>;
}>;


export type CompanyFilesQuery = { __typename?: 'Query', vendorFiles: { __typename?: 'CompanyFilePage', totalCount: number, items: Array<{ __typename?: 'CompanyFile', fileId: string, vendorId: string, fileName: string, fileType: string, uploadedArea: UploadedArea, size: number, uploadedBy: string, updatedAt: string, expiresAt?: string | null, expiryStatus?: ExpiryStatus | null, previewable: boolean, versions: Array<{ __typename?: 'FileVersion', fileId: string, fileName: string, uploadedBy: string, uploadedAt: string, replacedAt?: string | null, current: boolean }> }> } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { __typename?: 'Query', dashboard: { __typename?: 'Dashboard', completed: number, renewal: number, upcoming11thMonthMark: unknown, expiringDocuments: number, registration: { __typename?: 'DashboardCount', pending: number }, accountCreation: { __typename?: 'DashboardCount', pending: number }, inProgress: { __typename?: 'DashboardCount', pending: number }, adminReview: { __typename?: 'DashboardCount', pending: number }, safety: { __typename?: 'DashboardCount', pending: number }, safety_lite: { __typename?: 'DashboardCount', pending: number }, financial: { __typename?: 'DashboardCount', pending: number }, legal: { __typename?: 'DashboardCount', pending: number }, finalReview: { __typename?: 'DashboardCount', pending: number }, departments: Array<{ __typename?: 'DepartmentCount', key: string, label: string, pending: number, categories: Array<{ __typename?: 'CategoryCount', key: string, label: string, pending: number }> }> } };

export type WaitingTooLongQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WaitingTooLongQuery = { __typename?: 'Query', stalledVendors: Array<{ __typename?: 'StalledVendor', vendorId: string, companyName: string, days: number }>, overdueReviews: { __typename?: 'OverdueReviews', businessDays: number, totalCount: number, stages: Array<{ __typename?: 'OverdueStageCount', key: string, label: string, count: number, longest: number }>, reviews: Array<{ __typename?: 'OverdueReview', vendorId: string, companyName: string, instance: string, stageKey: string, stageLabel: string, businessDays: number }> } };

export type FileFoldersQueryVariables = Exact<{
  options?: InputMaybe<FileFoldersListOptions>;
}>;


export type FileFoldersQuery = { __typename?: 'Query', fileFolders: { __typename?: 'FileFolderPage', totalCount: number, items: Array<{ __typename?: 'FileFolder', vendorId: string, companyName: string, fileCount: number }> } };

export type FileFolderQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type FileFolderQuery = { __typename?: 'Query', fileFolder: { __typename?: 'FileFolder', vendorId: string, companyName: string, fileCount: number } };

export type FormTemplateQueryVariables = Exact<{
  category: FormCategory;
}>;


export type FormTemplateQuery = { __typename?: 'Query', formTemplate: { __typename?: 'FormTemplate', id: string, category: FormCategory, version: number, fields: unknown, createdAt: string, createdByName?: string | null } };

export type SafetyFormEmployeeCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyFormEmployeeCountQuery = { __typename?: 'Query', safetyFormEmployeeCount: number };

export type SaveFormTemplateMutationVariables = Exact<{
  category: FormCategory;
  fields: Scalars['JSON']['input'];
}>;


export type SaveFormTemplateMutation = { __typename?: 'Mutation', saveFormTemplate: { __typename?: 'FormTemplate', id: string, category: FormCategory, version: number, fields: unknown, createdAt: string, createdByName?: string | null } };

export type SetSafetyFormEmployeeCountMutationVariables = Exact<{
  value: Scalars['Int']['input'];
}>;


export type SetSafetyFormEmployeeCountMutation = { __typename?: 'Mutation', setSafetyFormEmployeeCount: number };

export type FinancialRatiosQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type FinancialRatiosQuery = { __typename?: 'Query', financialRatios: { __typename?: 'FinancialRatios', vendorId: string, instance: string, currentRatio: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, workingCapital: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, debtToEquity: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, backlogToBonding: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, revenue: Array<{ __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }>, revenueTrend: { __typename?: 'Trend', name: string, direction: TrendDirection, explanation: string } } };

export type SafetyMetricsQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type SafetyMetricsQuery = { __typename?: 'Query', safetyMetrics: { __typename?: 'SafetyMetrics', vendorId: string, instance: string, category: string, naics?: string | null, tolerance: string, years: Array<{ __typename?: 'SafetyYear', year: number, label: string, hoursWorked?: number | null, recordableCases?: number | null, daysAwayCases?: number | null, restrictedCases?: number | null, fatalities?: number | null, warnings: Array<string>, trir: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, dart: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, ltir: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, emr: { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> }, typedTrir?: { __typename?: 'TypedRateCheck', key: string, typed: number, computed?: number | null, differs: boolean, message: string } | null, typedDart?: { __typename?: 'TypedRateCheck', key: string, typed: number, computed?: number | null, differs: boolean, message: string } | null }>, trends: Array<{ __typename?: 'Trend', name: string, direction: TrendDirection, explanation: string }>, industry?: { __typename?: 'IndustryAverage', naics: string, companyNaics: string, industry: string, trir?: number | null, dart?: number | null, figures: Array<{ __typename?: 'IndustryFigure', rate: string, value: number, naics: string, industry: string, year: number, url: string }>, source: { __typename?: 'IndustryRatesSource', name: string, url: string, year: number } } | null } };

export type MetricFieldsFragment = { __typename?: 'Metric', name: string, label: string, value?: number | null, display?: string | null, reason?: string | null, formula: string, expression?: string | null, inputs: Array<{ __typename?: 'MetricInput', key: string, label: string, value?: string | null }> };

export type AddInsurancePolicyMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  policy: InsurancePolicyInput;
}>;


export type AddInsurancePolicyMutation = { __typename?: 'Mutation', addInsurancePolicy: { __typename?: 'InsurancePolicy', id: string } };

export type UpdateInsurancePolicyMutationVariables = Exact<{
  policyId: Scalars['ID']['input'];
  policy: InsurancePolicyInput;
}>;


export type UpdateInsurancePolicyMutation = { __typename?: 'Mutation', updateInsurancePolicy: { __typename?: 'InsurancePolicy', id: string } };

export type RemoveInsurancePolicyMutationVariables = Exact<{
  policyId: Scalars['ID']['input'];
}>;


export type RemoveInsurancePolicyMutation = { __typename?: 'Mutation', removeInsurancePolicy: { __typename?: 'InsurancePolicy', id: string } };

export type InsuranceCertificateFilesQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type InsuranceCertificateFilesQuery = { __typename?: 'Query', vendorFiles: { __typename?: 'CompanyFilePage', items: Array<{ __typename?: 'CompanyFile', fileId: string, fileName: string }> } };

export type CompanyInsuranceQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type CompanyInsuranceQuery = { __typename?: 'Query', insuranceCompliance: { __typename?: 'InsuranceCompliance', vendorId: string, status: InsuranceComplianceStatus, label: string, gaps: Array<string>, nextExpiry?: string | null, hasPolicies: boolean }, insurancePolicies: Array<{ __typename?: 'InsurancePolicy', id: string, vendorId: string, coverage: CoverageType, carrier: string, policyNumber: string, effectiveDate: string, expiryDate: string, statutory: boolean, additionalInsured: boolean, waiverOfSubrogation: boolean, certificateFileId: string, certificateFileName: string, limits: Array<{ __typename?: 'InsuranceLimit', key: string, label: string, amount: string }> }> };

export type InsuranceComplianceFieldsFragment = { __typename?: 'InsuranceCompliance', vendorId: string, status: InsuranceComplianceStatus, label: string, gaps: Array<string>, nextExpiry?: string | null, hasPolicies: boolean };

export type InsuranceComplianceOfQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type InsuranceComplianceOfQuery = { __typename?: 'Query', insuranceCompliance: { __typename?: 'InsuranceCompliance', vendorId: string, status: InsuranceComplianceStatus, label: string, gaps: Array<string>, nextExpiry?: string | null, hasPolicies: boolean } };

export type InsuranceListQueryVariables = Exact<{
  options?: InputMaybe<InsuranceComplianceListOptions>;
}>;


export type InsuranceListQuery = { __typename?: 'Query', insuranceList: { __typename?: 'InsuranceListPage', totalCount: number, items: Array<{ __typename?: 'InsuranceListRow', vendorId: string, companyName: string, prequalStatus: string, status: InsuranceComplianceStatus, gaps: Array<string>, nextExpiry?: string | null }> } };

export type InsuranceGapCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type InsuranceGapCountsQuery = { __typename?: 'Query', gaps: { __typename?: 'InsuranceListPage', totalCount: number }, lapsed: { __typename?: 'InsuranceListPage', totalCount: number } };

export type InsuranceRequirementFieldsFragment = { __typename?: 'InsuranceRequirement', coverage: CoverageType, statutory: boolean, additionalInsured: boolean, waiverOfSubrogation: boolean, minimums: Array<{ __typename?: 'InsuranceLimit', key: string, label: string, amount: string }> };

export type InsuranceRequirementsQueryVariables = Exact<{ [key: string]: never; }>;


export type InsuranceRequirementsQuery = { __typename?: 'Query', insuranceRequirements: Array<{ __typename?: 'InsuranceRequirement', coverage: CoverageType, statutory: boolean, additionalInsured: boolean, waiverOfSubrogation: boolean, minimums: Array<{ __typename?: 'InsuranceLimit', key: string, label: string, amount: string }> }> };

export type SaveInsuranceRequirementsMutationVariables = Exact<{
  requirements: Array<InsuranceRequirementInput> | InsuranceRequirementInput;
}>;


export type SaveInsuranceRequirementsMutation = { __typename?: 'Mutation', saveInsuranceRequirements: Array<{ __typename?: 'InsuranceRequirement', coverage: CoverageType, statutory: boolean, additionalInsured: boolean, waiverOfSubrogation: boolean, minimums: Array<{ __typename?: 'InsuranceLimit', key: string, label: string, amount: string }> }> };

export type ProjectInsuranceRequirementsQueryVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;


export type ProjectInsuranceRequirementsQuery = { __typename?: 'Query', projectInsuranceRequirements: Array<{ __typename?: 'InsuranceRequirement', coverage: CoverageType, statutory: boolean, additionalInsured: boolean, waiverOfSubrogation: boolean, minimums: Array<{ __typename?: 'InsuranceLimit', key: string, label: string, amount: string }> }> };

export type SaveProjectInsuranceRequirementsMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  requirements: Array<InsuranceRequirementInput> | InsuranceRequirementInput;
}>;


export type SaveProjectInsuranceRequirementsMutation = { __typename?: 'Mutation', saveProjectInsuranceRequirements: Array<{ __typename?: 'InsuranceRequirement', coverage: CoverageType, statutory: boolean, additionalInsured: boolean, waiverOfSubrogation: boolean, minimums: Array<{ __typename?: 'InsuranceLimit', key: string, label: string, amount: string }> }> };

export type InsuranceProjectOptionsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type InsuranceProjectOptionsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', items: Array<{ __typename?: 'Project', projectId: string, projectNumber?: string | null, projectName: string }> } };

export type LimitRuleBasesQueryVariables = Exact<{ [key: string]: never; }>;


export type LimitRuleBasesQuery = { __typename?: 'Query', formTemplate: { __typename?: 'FormTemplate', id: string, version: number, fields: unknown } };

export type LimitRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type LimitRulesQuery = { __typename?: 'Query', limitRules: Array<{ __typename?: 'LimitRule', id: string, limit: LimitKind, basis: string, multiplier: string, cap?: string | null, description: string, position: number }> };

export type SaveLimitRulesMutationVariables = Exact<{
  rules: Array<LimitRuleInput> | LimitRuleInput;
}>;


export type SaveLimitRulesMutation = { __typename?: 'Mutation', saveLimitRules: Array<{ __typename?: 'LimitRule', id: string, limit: LimitKind, basis: string, multiplier: string, cap?: string | null, description: string, position: number }> };

export type PrequalFormsQueryVariables = Exact<{
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  instance?: InputMaybe<Scalars['String']['input']>;
}>;


export type PrequalFormsQuery = { __typename?: 'Query', prequalForms?: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string, editable: boolean, forms: Array<{ __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, instance: string, version: number, templateVersion: number, fields: unknown, updatedAt: string, flags: Array<{ __typename?: 'PrequalFlag', path: string, note: string }> }>, returned?: { __typename?: 'PrequalReturnNotice', comment: string } | null } | null };

export type StoredFileNameQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
}>;


export type StoredFileNameQuery = { __typename?: 'Query', companyFile: { __typename?: 'CompanyFile', fileId: string, fileName: string } };

export type PrequalFormFieldsFragment = { __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, instance: string, version: number, templateVersion: number, fields: unknown, updatedAt: string, flags: Array<{ __typename?: 'PrequalFlag', path: string, note: string }> };

export type PrequalFormSetFieldsFragment = { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string, editable: boolean, forms: Array<{ __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, instance: string, version: number, templateVersion: number, fields: unknown, updatedAt: string, flags: Array<{ __typename?: 'PrequalFlag', path: string, note: string }> }>, returned?: { __typename?: 'PrequalReturnNotice', comment: string } | null };

export type SavePrequalFormMutationVariables = Exact<{
  instance: Scalars['String']['input'];
  form: PrequalFormAnswersInput;
}>;


export type SavePrequalFormMutation = { __typename?: 'Mutation', savePrequalForm: { __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, instance: string, version: number, templateVersion: number, fields: unknown, updatedAt: string, flags: Array<{ __typename?: 'PrequalFlag', path: string, note: string }> } };

export type SubmitPrequalFormsMutationVariables = Exact<{
  instance: Scalars['String']['input'];
  forms: Array<PrequalFormAnswersInput> | PrequalFormAnswersInput;
}>;


export type SubmitPrequalFormsMutation = { __typename?: 'Mutation', submitPrequalForms: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string, editable: boolean, forms: Array<{ __typename?: 'PrequalForm', id: string, category: FormCategory, status: PrequalFormStatus, instance: string, version: number, templateVersion: number, fields: unknown, updatedAt: string, flags: Array<{ __typename?: 'PrequalFlag', path: string, note: string }> }>, returned?: { __typename?: 'PrequalReturnNotice', comment: string } | null } };

export type PrequalScoreQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type PrequalScoreQuery = { __typename?: 'Query', prequalScore: { __typename?: 'PrequalScore', vendorId: string, instance: string, score: number, listedScore?: number | null, factors: Array<{ __typename?: 'ScoreFactor', key: string, label: string, value: string, points?: number | null, weight: number, maxPoints: number, source: string, rule: string, missing: boolean, withheld: boolean, inputs: Array<{ __typename?: 'ScoreFactorAnswer', key: string, label: string, value?: string | null }> }> } };

export type ScoreWeightsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScoreWeightsQuery = { __typename?: 'Query', scoreWeights: { __typename?: 'ScoreWeightsView', weights: unknown, defaults: unknown, updatedAt?: string | null } };

export type SetScoreWeightsMutationVariables = Exact<{
  weights: Scalars['JSON']['input'];
}>;


export type SetScoreWeightsMutation = { __typename?: 'Mutation', setScoreWeights: { __typename?: 'ScoreWeightsView', weights: unknown, defaults: unknown, updatedAt?: string | null } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { __typename?: 'Query', me: { __typename?: 'User', userId: string, name: string, email: string, phone?: string | null, role: Role, companyName?: string | null, lastLogin?: string | null, profilePic?: string | null } };

export type RemoveProfilePictureMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type RemoveProfilePictureMutation = { __typename?: 'Mutation', removeProfilePicture: { __typename?: 'User', userId: string, profilePic?: string | null } };

export type MfaStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaStatusQuery = { __typename?: 'Query', mfaStatus: { __typename?: 'MfaStatus', enabled: boolean, required: boolean, recoveryCodesLeft: number } };

export type TotpSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type TotpSetupMutation = { __typename?: 'Mutation', totpSetup: { __typename?: 'TotpSetup', secret: string, otpauthUri: string, qrCode: string } };

export type TotpConfirmMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type TotpConfirmMutation = { __typename?: 'Mutation', totpConfirm: { __typename?: 'TotpConfirmPayload', recoveryCodes: Array<string> } };

export type TotpDisableMutationVariables = Exact<{
  code: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
}>;


export type TotpDisableMutation = { __typename?: 'Mutation', totpDisable: boolean };

export type UpdateProfileMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'UpdateProfilePayload', accessToken?: string | null, user: { __typename?: 'User', userId: string, name: string, email: string, phone?: string | null, role: Role, companyName?: string | null, lastLogin?: string | null, profilePic?: string | null } } };

export type UploadProfilePictureMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
}>;


export type UploadProfilePictureMutation = { __typename?: 'Mutation', uploadProfilePicture: { __typename?: 'User', userId: string, profilePic?: string | null } };

export type ProjectCompanyOptionsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type ProjectCompanyOptionsQuery = { __typename?: 'Query', registrations: { __typename?: 'RegistrationPage', totalCount: number, items: Array<{ __typename?: 'RegistrationListItem', vendorId: string, companyName: string }> } };

export type CrmOpportunitiesQueryVariables = Exact<{
  options?: InputMaybe<CrmOpportunitiesListOptions>;
}>;


export type CrmOpportunitiesQuery = { __typename?: 'Query', crmOpportunities: { __typename?: 'CrmOpportunityPage', totalCount: number, skiptoken?: string | null, items: Array<{ __typename?: 'CrmOpportunity', opportunityId: string, projectNumber?: string | null, projectName: string, projectStage?: string | null, projectVolume?: string | null, startDate?: string | null, endDate?: string | null, imported: boolean }> } };

export type ProjectsQueryVariables = Exact<{
  options?: InputMaybe<ProjectsListOptions>;
}>;


export type ProjectsQuery = { __typename?: 'Query', projects: { __typename?: 'ProjectPage', totalCount: number, items: Array<{ __typename?: 'Project', projectId: string, projectNumber?: string | null, projectName: string, projectStage?: string | null, projectVolume?: string | null, startDate?: string | null, endDate?: string | null, projectVendorMappings: Array<{ __typename?: 'ProjectVendorMapping', vendorId: string, companyName?: string | null }> }> } };

export type ImportProjectsMutationVariables = Exact<{
  opportunityIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ImportProjectsMutation = { __typename?: 'Mutation', importProjects: { __typename?: 'ImportProjectsPayload', message: string, projects: Array<{ __typename?: 'Project', projectId: string }> } };

export type SetProjectCompaniesMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  action: ProjectAction;
  vendorIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetProjectCompaniesMutation = { __typename?: 'Mutation', setProjectCompanies: { __typename?: 'Project', projectId: string, projectVendorMappings: Array<{ __typename?: 'ProjectVendorMapping', vendorId: string, companyName?: string | null }> } };

export type RegistrationFormQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  draftToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type RegistrationFormQuery = { __typename?: 'Query', registration: { __typename?: 'VendorRegistration', vendorId: string, version: number, registrationStatus: RegistrationStatus, taxId?: string | null, noOfEmployees?: number | null, companyName: string, dbaName?: string | null, mailingAddress?: string | null, suiteNumber?: string | null, officeLocationAddress1?: string | null, officeLocationAddress2?: string | null, officeLocationCity?: string | null, officeLocationState?: string | null, officeLocationZip?: string | null, officeLocationCountry?: string | null, officePhoneNumber?: string | null, officeWebsiteUrl?: string | null, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactJobTitle?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, companyDescription?: string | null, naicsCode?: string | null, regions: Array<string>, marketSectors: Array<string>, supplierStatus?: string | null, selfPerformStatus?: string | null, partialScopes?: string | null, workPerformedCategory?: string | null, primaryTrade?: string | null, secondaryTrades: Array<string>, averageProjectSize?: string | null, largestProjectSize?: string | null, annualVolume?: string | null, emr?: number | null, bondable?: string | null, bondableRate?: string | null, classificationsCertifications: Array<string>, companyPerformActions: Array<string>, otherCompanyFollows?: string | null, referenceName?: string | null, contractVolume?: string | null, howHeard?: string | null, harkinsEmployeeName?: string | null, secondaryContacts: Array<{ __typename?: 'SecondaryContact', contactId?: string | null, firstName?: string | null, lastName?: string | null, jobTitle?: string | null, email?: string | null, cellPhone?: string | null }>, w9File?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null, generalContractReferencesDocument?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null } };

export type RegistrationFormFieldsFragment = { __typename?: 'VendorRegistration', vendorId: string, version: number, registrationStatus: RegistrationStatus, taxId?: string | null, noOfEmployees?: number | null, companyName: string, dbaName?: string | null, mailingAddress?: string | null, suiteNumber?: string | null, officeLocationAddress1?: string | null, officeLocationAddress2?: string | null, officeLocationCity?: string | null, officeLocationState?: string | null, officeLocationZip?: string | null, officeLocationCountry?: string | null, officePhoneNumber?: string | null, officeWebsiteUrl?: string | null, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactJobTitle?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, companyDescription?: string | null, naicsCode?: string | null, regions: Array<string>, marketSectors: Array<string>, supplierStatus?: string | null, selfPerformStatus?: string | null, partialScopes?: string | null, workPerformedCategory?: string | null, primaryTrade?: string | null, secondaryTrades: Array<string>, averageProjectSize?: string | null, largestProjectSize?: string | null, annualVolume?: string | null, emr?: number | null, bondable?: string | null, bondableRate?: string | null, classificationsCertifications: Array<string>, companyPerformActions: Array<string>, otherCompanyFollows?: string | null, referenceName?: string | null, contractVolume?: string | null, howHeard?: string | null, harkinsEmployeeName?: string | null, secondaryContacts: Array<{ __typename?: 'SecondaryContact', contactId?: string | null, firstName?: string | null, lastName?: string | null, jobTitle?: string | null, email?: string | null, cellPhone?: string | null }>, w9File?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null, generalContractReferencesDocument?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null };

export type UpdateGeneralInfoMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  input: RegistrationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateGeneralInfoMutation = { __typename?: 'Mutation', updateGeneralInfo: { __typename?: 'VendorRegistration', vendorId: string, version: number, registrationStatus: RegistrationStatus, taxId?: string | null, noOfEmployees?: number | null, companyName: string, dbaName?: string | null, mailingAddress?: string | null, suiteNumber?: string | null, officeLocationAddress1?: string | null, officeLocationAddress2?: string | null, officeLocationCity?: string | null, officeLocationState?: string | null, officeLocationZip?: string | null, officeLocationCountry?: string | null, officePhoneNumber?: string | null, officeWebsiteUrl?: string | null, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactJobTitle?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, companyDescription?: string | null, naicsCode?: string | null, regions: Array<string>, marketSectors: Array<string>, supplierStatus?: string | null, selfPerformStatus?: string | null, partialScopes?: string | null, workPerformedCategory?: string | null, primaryTrade?: string | null, secondaryTrades: Array<string>, averageProjectSize?: string | null, largestProjectSize?: string | null, annualVolume?: string | null, emr?: number | null, bondable?: string | null, bondableRate?: string | null, classificationsCertifications: Array<string>, companyPerformActions: Array<string>, otherCompanyFollows?: string | null, referenceName?: string | null, contractVolume?: string | null, howHeard?: string | null, harkinsEmployeeName?: string | null, secondaryContacts: Array<{ __typename?: 'SecondaryContact', contactId?: string | null, firstName?: string | null, lastName?: string | null, jobTitle?: string | null, email?: string | null, cellPhone?: string | null }>, w9File?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null, generalContractReferencesDocument?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null } };

export type SaveRegistrationDraftMutationVariables = Exact<{
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  draftToken?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  input: RegistrationInput;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type SaveRegistrationDraftMutation = { __typename?: 'Mutation', saveRegistrationDraft: { __typename?: 'VendorRegistration', draftToken?: string | null, vendorId: string, version: number, registrationStatus: RegistrationStatus, taxId?: string | null, noOfEmployees?: number | null, companyName: string, dbaName?: string | null, mailingAddress?: string | null, suiteNumber?: string | null, officeLocationAddress1?: string | null, officeLocationAddress2?: string | null, officeLocationCity?: string | null, officeLocationState?: string | null, officeLocationZip?: string | null, officeLocationCountry?: string | null, officePhoneNumber?: string | null, officeWebsiteUrl?: string | null, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactJobTitle?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, companyDescription?: string | null, naicsCode?: string | null, regions: Array<string>, marketSectors: Array<string>, supplierStatus?: string | null, selfPerformStatus?: string | null, partialScopes?: string | null, workPerformedCategory?: string | null, primaryTrade?: string | null, secondaryTrades: Array<string>, averageProjectSize?: string | null, largestProjectSize?: string | null, annualVolume?: string | null, emr?: number | null, bondable?: string | null, bondableRate?: string | null, classificationsCertifications: Array<string>, companyPerformActions: Array<string>, otherCompanyFollows?: string | null, referenceName?: string | null, contractVolume?: string | null, howHeard?: string | null, harkinsEmployeeName?: string | null, secondaryContacts: Array<{ __typename?: 'SecondaryContact', contactId?: string | null, firstName?: string | null, lastName?: string | null, jobTitle?: string | null, email?: string | null, cellPhone?: string | null }>, w9File?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null, generalContractReferencesDocument?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null } };

export type SubmitRegistrationMutationVariables = Exact<{
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  draftToken?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  input: RegistrationInput;
  w9File?: InputMaybe<Scalars['Upload']['input']>;
  generalContractReferencesDocument?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type SubmitRegistrationMutation = { __typename?: 'Mutation', submitRegistration: { __typename?: 'VendorRegistration', vendorId: string, version: number, registrationStatus: RegistrationStatus, taxId?: string | null, noOfEmployees?: number | null, companyName: string, dbaName?: string | null, mailingAddress?: string | null, suiteNumber?: string | null, officeLocationAddress1?: string | null, officeLocationAddress2?: string | null, officeLocationCity?: string | null, officeLocationState?: string | null, officeLocationZip?: string | null, officeLocationCountry?: string | null, officePhoneNumber?: string | null, officeWebsiteUrl?: string | null, primaryContactFirstName?: string | null, primaryContactLastName?: string | null, primaryContactJobTitle?: string | null, primaryContactEmail?: string | null, primaryContactOfficePhone?: string | null, primaryContactCellPhone?: string | null, companyDescription?: string | null, naicsCode?: string | null, regions: Array<string>, marketSectors: Array<string>, supplierStatus?: string | null, selfPerformStatus?: string | null, partialScopes?: string | null, workPerformedCategory?: string | null, primaryTrade?: string | null, secondaryTrades: Array<string>, averageProjectSize?: string | null, largestProjectSize?: string | null, annualVolume?: string | null, emr?: number | null, bondable?: string | null, bondableRate?: string | null, classificationsCertifications: Array<string>, companyPerformActions: Array<string>, otherCompanyFollows?: string | null, referenceName?: string | null, contractVolume?: string | null, howHeard?: string | null, harkinsEmployeeName?: string | null, secondaryContacts: Array<{ __typename?: 'SecondaryContact', contactId?: string | null, firstName?: string | null, lastName?: string | null, jobTitle?: string | null, email?: string | null, cellPhone?: string | null }>, w9File?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null, generalContractReferencesDocument?: { __typename?: 'UploadedFile', fileId: string, name: string, url: string } | null } };

export type OverdueReviewDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type OverdueReviewDaysQuery = { __typename?: 'Query', overdueReviews: { __typename?: 'OverdueReviews', businessDays: number } };

export type SetOverdueReviewDaysMutationVariables = Exact<{
  businessDays: Scalars['Int']['input'];
}>;


export type SetOverdueReviewDaysMutation = { __typename?: 'Mutation', setOverdueReviewDays: number };

export type CreateCompanyUserMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  input: CompanyUserInput;
}>;


export type CreateCompanyUserMutation = { __typename?: 'Mutation', createCompanyUser: { __typename?: 'User', userId: string, email: string, registrationStatus: UserRegistrationStatus } };

export type CreateInternalUserMutationVariables = Exact<{
  input: CreateInternalUserInput;
}>;


export type CreateInternalUserMutation = { __typename?: 'Mutation', createInternalUser: { __typename?: 'User', userId: string, name: string, email: string, phone?: string | null, role: Role, roleName: string, isActive: boolean, lastLogin?: string | null } };

export type DeleteUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  hardDelete?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: boolean };

export type CompanyUsersQueryVariables = Exact<{
  options?: InputMaybe<UsersListOptions>;
}>;


export type CompanyUsersQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', totalCount: number, items: Array<{ __typename?: 'User', userId: string, name: string, profilePic?: string | null, email: string, role: Role, companyName?: string | null, vendorId?: string | null, lastLogin?: string | null, isCompanyAdmin: boolean, registrationStatus: UserRegistrationStatus }> } };

export type InternalUsersQueryVariables = Exact<{
  options?: InputMaybe<InternalUsersListOptions>;
}>;


export type InternalUsersQuery = { __typename?: 'Query', internalUsers: { __typename?: 'UserPage', totalCount: number, items: Array<{ __typename?: 'User', userId: string, name: string, profilePic?: string | null, email: string, phone?: string | null, role: Role, roleName: string, isActive: boolean, lastLogin?: string | null }> } };

export type UserProfileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserProfileQuery = { __typename?: 'Query', user: { __typename?: 'User', userId: string, name: string, email: string, companyName?: string | null, lastLogin?: string | null, isCompanyAdmin: boolean, roleName: string } };

export type MfaPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaPolicyQuery = { __typename?: 'Query', mfaPolicy: { __typename?: 'MfaPolicy', requireForInternal: boolean } };

export type SetMfaPolicyMutationVariables = Exact<{
  requireForInternal: Scalars['Boolean']['input'];
}>;


export type SetMfaPolicyMutation = { __typename?: 'Mutation', setMfaPolicy: { __typename?: 'MfaPolicy', requireForInternal: boolean } };

export type SetCompanyAdminMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  isVendorAdmin: Scalars['Boolean']['input'];
}>;


export type SetCompanyAdminMutation = { __typename?: 'Mutation', setCompanyAdmin: { __typename?: 'User', userId: string, isCompanyAdmin: boolean, role: Role } };

export type SetUserActiveMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
}>;


export type SetUserActiveMutation = { __typename?: 'Mutation', setUserActive: { __typename?: 'User', userId: string, isActive: boolean } };

export type SetUserPasswordMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  password: Scalars['String']['input'];
}>;


export type SetUserPasswordMutation = { __typename?: 'Mutation', setUserPassword: { __typename?: 'User', userId: string } };

export type UpdateUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', userId: string, name: string, email: string, phone?: string | null, role: Role, roleName: string } };

export type BeginPrequalMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginPrequalMutation = { __typename?: 'Mutation', beginPrequal: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, prequalStatus: string, editable: boolean } };

export type VendorReturnNoticeQueryVariables = Exact<{
  vendorId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type VendorReturnNoticeQuery = { __typename?: 'Query', prequalForms?: { __typename?: 'PrequalFormSet', vendorId: string, instance: string, returned?: { __typename?: 'PrequalReturnNotice', comment: string, questions: Array<{ __typename?: 'PrequalReturnedQuestion', tab: string, form: string, question: string, path: string, note: string }> } | null } | null };

export type VendorOverviewQueryVariables = Exact<{
  vendorId: Scalars['ID']['input'];
}>;


export type VendorOverviewQuery = { __typename?: 'Query', registration: { __typename?: 'VendorRegistration', vendorId: string, prequalStatus: string, noOfEmployees?: number | null } };

export type SetEmployeeCountMutationVariables = Exact<{
  vendorId: Scalars['ID']['input'];
  noOfEmployees: Scalars['String']['input'];
}>;


export type SetEmployeeCountMutation = { __typename?: 'Mutation', updateGeneralInfo: { __typename?: 'VendorRegistration', vendorId: string, noOfEmployees?: number | null } };

export type DeleteWebhookSubscriptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookSubscriptionMutation = { __typename?: 'Mutation', deleteWebhookSubscription: string };

export type WebhookDeliveriesQueryVariables = Exact<{
  subscriptionId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryPage', totalCount: number, deliveries: Array<{ __typename?: 'WebhookDelivery', id: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, lastAttemptAt?: string | null, lastStatusCode?: number | null, createdAt: string, tries: Array<{ __typename?: 'WebhookAttempt', id: string, attemptedAt: string, statusCode?: number | null, durationMs: number, error?: string | null, responseBody?: string | null }> }> } };

export type WebhookSubscriptionFieldsFragment = { __typename?: 'WebhookSubscription', id: string, url: string, description?: string | null, events: Array<string>, enabled: boolean, previousSecretExpiresAt?: string | null, createdAt: string, updatedAt: string };

export type WebhookSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookSubscriptionsQuery = { __typename?: 'Query', webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, url: string, description?: string | null, events: Array<string>, enabled: boolean, previousSecretExpiresAt?: string | null, createdAt: string, updatedAt: string }> };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: Scalars['ID']['input'];
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  graceHours?: InputMaybe<Scalars['Float']['input']>;
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'WebhookSecret', secret: string, subscription: { __typename?: 'WebhookSubscription', id: string, updatedAt: string, previousSecretExpiresAt?: string | null } } };

export type CreateWebhookSubscriptionMutationVariables = Exact<{
  input: WebhookSubscriptionInput;
}>;


export type CreateWebhookSubscriptionMutation = { __typename?: 'Mutation', createWebhookSubscription: { __typename?: 'WebhookSecret', secret: string, subscription: { __typename?: 'WebhookSubscription', id: string, url: string, description?: string | null, events: Array<string>, enabled: boolean, previousSecretExpiresAt?: string | null, createdAt: string, updatedAt: string } } };

export type UpdateWebhookSubscriptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: WebhookSubscriptionPatch;
}>;


export type UpdateWebhookSubscriptionMutation = { __typename?: 'Mutation', updateWebhookSubscription: { __typename?: 'WebhookSubscription', id: string, url: string, description?: string | null, events: Array<string>, enabled: boolean, previousSecretExpiresAt?: string | null, createdAt: string, updatedAt: string } };

export const PrequalRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<PrequalRowFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const InvitationBatchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInvitationBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"draftExists"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateInFile"}},{"kind":"Field","name":{"kind":"Name","value":"invalid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"existingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"existingCompanyName"}}]}}]}}]} as unknown as DocumentNode<InvitationBatchFieldsFragment, unknown>;
export const RelatedAccountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<RelatedAccountsFieldsFragment, unknown>;
export const MetricFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Metric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<MetricFieldsFragment, unknown>;
export const InsuranceComplianceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceComplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceCompliance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"hasPolicies"}}]}}]} as unknown as DocumentNode<InsuranceComplianceFieldsFragment, unknown>;
export const InsuranceRequirementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"minimums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statutory"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInsured"}},{"kind":"Field","name":{"kind":"Name","value":"waiverOfSubrogation"}}]}}]} as unknown as DocumentNode<InsuranceRequirementFieldsFragment, unknown>;
export const PrequalFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"templateVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PrequalFormFieldsFragment, unknown>;
export const PrequalFormSetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormSetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"forms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalFormFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"templateVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PrequalFormSetFieldsFragment, unknown>;
export const RegistrationFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dbaName"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"suiteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCity"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationState"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationZip"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"officePhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactJobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDescription"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"marketSectors"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"selfPerformStatus"}},{"kind":"Field","name":{"kind":"Name","value":"partialScopes"}},{"kind":"Field","name":{"kind":"Name","value":"workPerformedCategory"}},{"kind":"Field","name":{"kind":"Name","value":"primaryTrade"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTrades"}},{"kind":"Field","name":{"kind":"Name","value":"averageProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"largestProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"annualVolume"}},{"kind":"Field","name":{"kind":"Name","value":"emr"}},{"kind":"Field","name":{"kind":"Name","value":"bondable"}},{"kind":"Field","name":{"kind":"Name","value":"bondableRate"}},{"kind":"Field","name":{"kind":"Name","value":"classificationsCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformActions"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompanyFollows"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"contractVolume"}},{"kind":"Field","name":{"kind":"Name","value":"howHeard"}},{"kind":"Field","name":{"kind":"Name","value":"harkinsEmployeeName"}},{"kind":"Field","name":{"kind":"Name","value":"w9File"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalContractReferencesDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RegistrationFormFieldsFragment, unknown>;
export const WebhookSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookSubscriptionFieldsFragment, unknown>;
export const ApprovedCompanyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovedCompanyOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"StringValue","value":"approved","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"companyName","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovedCompanyOptionsQuery, ApprovedCompanyOptionsQueryVariables>;
export const CompanyAssignedProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyAssignedProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"projectStage"}},{"kind":"Field","name":{"kind":"Name","value":"projectVolume"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyAssignedProjectsQuery, CompanyAssignedProjectsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ActivityPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityPeopleQuery, ActivityPeopleQueryVariables>;
export const AuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogsListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"performedBy"}},{"kind":"Field","name":{"kind":"Name","value":"performedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogsQuery, AuditLogsQueryVariables>;
export const SavePrequalFormForVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePrequalFormForVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePrequalForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SavePrequalFormForVendorMutation, SavePrequalFormForVendorMutationVariables>;
export const SubmitPrequalFormsForVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPrequalFormsForVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormAnswersInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPrequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}},{"kind":"Argument","name":{"kind":"Name","value":"forms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}}]}}]}}]} as unknown as DocumentNode<SubmitPrequalFormsForVendorMutation, SubmitPrequalFormsForVendorMutationVariables>;
export const AdminReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFlagInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}}},{"kind":"Argument","name":{"kind":"Name","value":"flags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminReviewMutation, AdminReviewMutationVariables>;
export const DeletePrequalFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePrequalForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePrequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}}]}]}}]} as unknown as DocumentNode<DeletePrequalFormsMutation, DeletePrequalFormsMutationVariables>;
export const DeleteRegistrationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegistrationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegistrationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}]}]}}]} as unknown as DocumentNode<DeleteRegistrationDraftMutation, DeleteRegistrationDraftMutationVariables>;
export const DepartmentDecisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepartmentDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartmentDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<DepartmentDecisionMutation, DepartmentDecisionMutationVariables>;
export const FinalDecisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinalDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<FinalDecisionMutation, FinalDecisionMutationVariables>;
export const CompanyPrequalFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPrequalForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"forms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answersHidden"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPrequalFormsQuery, CompanyPrequalFormsQueryVariables>;
export const PendingAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PendingAccountsListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","alias":{"kind":"Name","value":"users"},"name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleOnApproval"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<PendingAccountsQuery, PendingAccountsQueryVariables>;
export const PrequalListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrequalList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<PrequalListQuery, PrequalListQueryVariables>;
export const RegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Registrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationsListOptions"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationsQuery, RegistrationsQueryVariables>;
export const RenewalChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenewalChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewalChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousInstance"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryChanged"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RenewalChangesQuery, RenewalChangesQueryVariables>;
export const SuggestedLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"explanations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<SuggestedLimitsQuery, SuggestedLimitsQueryVariables>;
export const SaveDepartmentFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDepartmentForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDepartmentForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveDepartmentFormMutation, SaveDepartmentFormMutationVariables>;
export const SetFinancialLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFinancialLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"singleLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bondingLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aggregateLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFinancialLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"singleLimit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"singleLimit"}}},{"kind":"Argument","name":{"kind":"Name","value":"bondingLimit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bondingLimit"}}},{"kind":"Argument","name":{"kind":"Name","value":"aggregateLimit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aggregateLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SetFinancialLimitsMutation, SetFinancialLimitsMutationVariables>;
export const SetMitigationPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMitigationPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plans"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMitigationPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"plans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plans"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueBusinessDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SetMitigationPlansMutation, SetMitigationPlansMutationVariables>;
export const SetPrequalPriorityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPrequalPriority"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalPriority"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrequalPriority"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<SetPrequalPriorityMutation, SetPrequalPriorityMutationVariables>;
export const SetRegistrationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRegistrationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRegistrationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]}}]} as unknown as DocumentNode<SetRegistrationStatusMutation, SetRegistrationStatusMutationVariables>;
export const SetUserPriorityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPriority"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Priority"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPriority"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<SetUserPriorityMutation, SetUserPriorityMutationVariables>;
export const SetUserRegistrationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserRegistrationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRegistrationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentText"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]}}]} as unknown as DocumentNode<SetUserRegistrationStatusMutation, SetUserRegistrationStatusMutationVariables>;
export const StartRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instance"}}]}}]}}]} as unknown as DocumentNode<StartRenewalMutation, StartRenewalMutationVariables>;
export const UpdateRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"w9File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}}},{"kind":"Argument","name":{"kind":"Name","value":"generalContractReferencesDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dbaName"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"suiteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCity"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationState"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationZip"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"officePhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactJobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDescription"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"marketSectors"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"selfPerformStatus"}},{"kind":"Field","name":{"kind":"Name","value":"partialScopes"}},{"kind":"Field","name":{"kind":"Name","value":"workPerformedCategory"}},{"kind":"Field","name":{"kind":"Name","value":"primaryTrade"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTrades"}},{"kind":"Field","name":{"kind":"Name","value":"averageProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"largestProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"annualVolume"}},{"kind":"Field","name":{"kind":"Name","value":"emr"}},{"kind":"Field","name":{"kind":"Name","value":"bondable"}},{"kind":"Field","name":{"kind":"Name","value":"bondableRate"}},{"kind":"Field","name":{"kind":"Name","value":"classificationsCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformActions"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompanyFollows"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"contractVolume"}},{"kind":"Field","name":{"kind":"Name","value":"howHeard"}},{"kind":"Field","name":{"kind":"Name","value":"harkinsEmployeeName"}},{"kind":"Field","name":{"kind":"Name","value":"w9File"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalContractReferencesDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateRegistrationMutation, UpdateRegistrationMutationVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiKeyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiKeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiKeyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const RotateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiKeyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"graceHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiKeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiKeyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"graceHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"graceHours"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RotateApiKeyMutation, RotateApiKeyMutationVariables>;
export const ApprovalLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}}]}}]}}]} as unknown as DocumentNode<ApprovalLetterQuery, ApprovalLetterQueryVariables>;
export const ApprovalLetterLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalLetterLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileViewLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ApprovalLetterLinkQuery, ApprovalLetterLinkQueryVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const LoginMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mfaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<LoginMfaMutation, LoginMfaMutationVariables>;
export const SsoLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ssoToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ssoToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ssoToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"mfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}}]}}]}}]} as unknown as DocumentNode<SsoLoginMutation, SsoLoginMutationVariables>;
export const SignInTotpSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInTotpSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInTotpSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mfaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}}]} as unknown as DocumentNode<SignInTotpSetupMutation, SignInTotpSetupMutationVariables>;
export const SignInTotpConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInTotpConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInTotpConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mfaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]}}]} as unknown as DocumentNode<SignInTotpConfirmMutation, SignInTotpConfirmMutationVariables>;
export const SendDraftLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendDraftLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendDraftLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendDraftLinkMutation, SendDraftLinkMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taxId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"taxId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taxId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const VerifyTaxIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyTaxId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taxId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTaxId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taxId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taxId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorsWithSameTaxId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draftVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isExistsInDynamics"}},{"kind":"Field","name":{"kind":"Name","value":"isExistsInDatabase"}},{"kind":"Field","name":{"kind":"Name","value":"crmAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isRegistrationRejected"}}]}}]}}]} as unknown as DocumentNode<VerifyTaxIdQuery, VerifyTaxIdQueryVariables>;
export const BackgroundJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackgroundJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BackgroundJobsListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"retryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"completedOn"}},{"kind":"Field","name":{"kind":"Name","value":"startAfter"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]}}]} as unknown as DocumentNode<BackgroundJobsQuery, BackgroundJobsQueryVariables>;
export const QueueCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueueCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queueCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<QueueCountsQuery, QueueCountsQueryVariables>;
export const RetryJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"retryLimit"}}]}}]}}]} as unknown as DocumentNode<RetryJobMutation, RetryJobMutationVariables>;
export const PreviewCompanyInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewCompanyInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCompanyInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationBatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInvitationBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"draftExists"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateInFile"}},{"kind":"Field","name":{"kind":"Name","value":"invalid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"existingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"existingCompanyName"}}]}}]}}]} as unknown as DocumentNode<PreviewCompanyInvitationsMutation, PreviewCompanyInvitationsMutationVariables>;
export const SendCompanyInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCompanyInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCompanyInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationBatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInvitationBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"draftExists"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateInFile"}},{"kind":"Field","name":{"kind":"Name","value":"invalid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"existingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"existingCompanyName"}}]}}]}}]} as unknown as DocumentNode<SendCompanyInvitationsMutation, SendCompanyInvitationsMutationVariables>;
export const DeleteCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyMutation, DeleteCompanyMutationVariables>;
export const CompanyProjectOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProjectOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"projectName","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyProjectOptionsQuery, CompanyProjectOptionsQueryVariables>;
export const CompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompaniesListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"prequalScore"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const SetCompanyProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]}}]} as unknown as DocumentNode<SetCompanyProjectsMutation, SetCompanyProjectsMutationVariables>;
export const AddCompanyCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCompanyComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCompanyComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}}]}}]}}]} as unknown as DocumentNode<AddCompanyCommentMutation, AddCompanyCommentMutationVariables>;
export const DeleteCompanyCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompanyComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyCommentMutation, DeleteCompanyCommentMutationVariables>;
export const AddCompanyNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCompanyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCompanyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}}]}}]}}]} as unknown as DocumentNode<AddCompanyNoteMutation, AddCompanyNoteMutationVariables>;
export const DeleteCompanyNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompanyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"noteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyNoteMutation, DeleteCompanyNoteMutationVariables>;
export const AddParentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddParentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addParentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedAccountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<AddParentAccountMutation, AddParentAccountMutationVariables>;
export const AddChildAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddChildAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addChildAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedAccountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<AddChildAccountMutation, AddChildAccountMutationVariables>;
export const RemoveParentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveParentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeParentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedAccountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<RemoveParentAccountMutation, RemoveParentAccountMutationVariables>;
export const RemoveChildAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveChildAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeChildAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedAccountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<RemoveChildAccountMutation, RemoveChildAccountMutationVariables>;
export const ApprovedCompanyLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovedCompanyLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"StringValue","value":"approved","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"companyName","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovedCompanyLookupQuery, ApprovedCompanyLookupQueryVariables>;
export const CompanyCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCommentsListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"commentedBy"}},{"kind":"Field","name":{"kind":"Name","value":"commentDate"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyCommentsQuery, CompanyCommentsQueryVariables>;
export const CompanyDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}}]}}]}}]} as unknown as DocumentNode<CompanyDetailQuery, CompanyDetailQueryVariables>;
export const CompanyNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyNotesListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyNotesQuery, CompanyNotesQueryVariables>;
export const CompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"hb_erpid"}},{"kind":"Field","name":{"kind":"Name","value":"crmUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"crmSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const CompanyCycleFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCycleForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"forms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"answersHidden"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyCycleFormsQuery, CompanyCycleFormsQueryVariables>;
export const CompanyPrequalHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPrequalHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"finalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoryStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mitigationPlan"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"aggregateLimit"}},{"kind":"Field","name":{"kind":"Name","value":"singleLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bondingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPrequalHistoryQuery, CompanyPrequalHistoryQueryVariables>;
export const RelatedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedAccountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<RelatedAccountsQuery, RelatedAccountsQueryVariables>;
export const SetCompanyErpIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyErpId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hbErpid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyErpId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hb_erpid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hbErpid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"hb_erpid"}},{"kind":"Field","name":{"kind":"Name","value":"crmUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetCompanyErpIdMutation, SetCompanyErpIdMutationVariables>;
export const SetCycleSubmittedAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCycleSubmittedAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submittedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrequalSubmittedAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}},{"kind":"Argument","name":{"kind":"Name","value":"submittedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submittedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]} as unknown as DocumentNode<SetCycleSubmittedAtMutation, SetCycleSubmittedAtMutationVariables>;
export const CompanyStartRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyStartRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}}]}}]}}]} as unknown as DocumentNode<CompanyStartRenewalMutation, CompanyStartRenewalMutationVariables>;
export const CompanyBeginPrequalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyBeginPrequal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPrequal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}}]}}]}}]} as unknown as DocumentNode<CompanyBeginPrequalMutation, CompanyBeginPrequalMutationVariables>;
export const SyncCompanyToCrmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncCompanyToCrm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncCompanyToCrm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SyncCompanyToCrmMutation, SyncCompanyToCrmMutationVariables>;
export const RenameFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}}]}}]}}]} as unknown as DocumentNode<RenameFileMutation, RenameFileMutationVariables>;
export const DeleteFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}]}}]} as unknown as DocumentNode<DeleteFileMutation, DeleteFileMutationVariables>;
export const SetFileExpiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFileExpiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFileExpiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryStatus"}}]}}]}}]} as unknown as DocumentNode<SetFileExpiryMutation, SetFileExpiryMutationVariables>;
export const FileViewLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileViewLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileViewLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<FileViewLinkQuery, FileViewLinkQueryVariables>;
export const CompanyFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorFilesListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedArea"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyFilesQuery, CompanyFilesQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountCreation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safety"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safety_lite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming11thMonthMark"}},{"kind":"Field","name":{"kind":"Name","value":"expiringDocuments"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const WaitingTooLongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingTooLong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stalledVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overdueReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDays"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"longest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"stageKey"}},{"kind":"Field","name":{"kind":"Name","value":"stageLabel"}},{"kind":"Field","name":{"kind":"Name","value":"businessDays"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingTooLongQuery, WaitingTooLongQueryVariables>;
export const FileFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FileFoldersListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}}]}}]}}]}}]} as unknown as DocumentNode<FileFoldersQuery, FileFoldersQueryVariables>;
export const FileFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}}]}}]}}]} as unknown as DocumentNode<FileFolderQuery, FileFolderQueryVariables>;
export const FormTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormCategory"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]}}]} as unknown as DocumentNode<FormTemplateQuery, FormTemplateQueryVariables>;
export const SafetyFormEmployeeCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyFormEmployeeCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyFormEmployeeCount"}}]}}]} as unknown as DocumentNode<SafetyFormEmployeeCountQuery, SafetyFormEmployeeCountQueryVariables>;
export const SaveFormTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFormTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFormTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]}}]} as unknown as DocumentNode<SaveFormTemplateMutation, SaveFormTemplateMutationVariables>;
export const SetSafetyFormEmployeeCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSafetyFormEmployeeCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSafetyFormEmployeeCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}]}]}}]} as unknown as DocumentNode<SetSafetyFormEmployeeCountMutation, SetSafetyFormEmployeeCountMutationVariables>;
export const FinancialRatiosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinancialRatios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financialRatios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"currentRatio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCapital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debtToEquity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backlogToBonding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenueTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Metric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<FinancialRatiosQuery, FinancialRatiosQueryVariables>;
export const SafetyMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"naics"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"years"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hoursWorked"}},{"kind":"Field","name":{"kind":"Name","value":"recordableCases"}},{"kind":"Field","name":{"kind":"Name","value":"daysAwayCases"}},{"kind":"Field","name":{"kind":"Name","value":"restrictedCases"}},{"kind":"Field","name":{"kind":"Name","value":"fatalities"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"trir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ltir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MetricFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"typedTrir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"typed"}},{"kind":"Field","name":{"kind":"Name","value":"computed"}},{"kind":"Field","name":{"kind":"Name","value":"differs"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"typedDart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"typed"}},{"kind":"Field","name":{"kind":"Name","value":"computed"}},{"kind":"Field","name":{"kind":"Name","value":"differs"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"naics"}},{"kind":"Field","name":{"kind":"Name","value":"companyNaics"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"trir"}},{"kind":"Field","name":{"kind":"Name","value":"dart"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"naics"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Metric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SafetyMetricsQuery, SafetyMetricsQueryVariables>;
export const AddInsurancePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInsurancePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInsurancePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"policy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddInsurancePolicyMutation, AddInsurancePolicyMutationVariables>;
export const UpdateInsurancePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInsurancePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInsurancePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"policyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"policy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateInsurancePolicyMutation, UpdateInsurancePolicyMutationVariables>;
export const RemoveInsurancePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveInsurancePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeInsurancePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"policyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveInsurancePolicyMutation, RemoveInsurancePolicyMutationVariables>;
export const InsuranceCertificateFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceCertificateFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"updatedAt","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}}]} as unknown as DocumentNode<InsuranceCertificateFilesQuery, InsuranceCertificateFilesQueryVariables>;
export const CompanyInsuranceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyInsurance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsuranceComplianceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insurancePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statutory"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInsured"}},{"kind":"Field","name":{"kind":"Name","value":"waiverOfSubrogation"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceComplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceCompliance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"hasPolicies"}}]}}]} as unknown as DocumentNode<CompanyInsuranceQuery, CompanyInsuranceQueryVariables>;
export const InsuranceComplianceOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceComplianceOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsuranceComplianceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceComplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceCompliance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"hasPolicies"}}]}}]} as unknown as DocumentNode<InsuranceComplianceOfQuery, InsuranceComplianceOfQueryVariables>;
export const InsuranceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceComplianceListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpiry"}}]}}]}}]}}]} as unknown as DocumentNode<InsuranceListQuery, InsuranceListQueryVariables>;
export const InsuranceGapCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceGapCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"gaps"},"name":{"kind":"Name","value":"insuranceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"GAPS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"lapsed"},"name":{"kind":"Name","value":"insuranceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"LAPSED"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<InsuranceGapCountsQuery, InsuranceGapCountsQueryVariables>;
export const InsuranceRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsuranceRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"minimums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statutory"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInsured"}},{"kind":"Field","name":{"kind":"Name","value":"waiverOfSubrogation"}}]}}]} as unknown as DocumentNode<InsuranceRequirementsQuery, InsuranceRequirementsQueryVariables>;
export const SaveInsuranceRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInsuranceRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requirements"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirementInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInsuranceRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requirements"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requirements"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsuranceRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"minimums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statutory"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInsured"}},{"kind":"Field","name":{"kind":"Name","value":"waiverOfSubrogation"}}]}}]} as unknown as DocumentNode<SaveInsuranceRequirementsMutation, SaveInsuranceRequirementsMutationVariables>;
export const ProjectInsuranceRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectInsuranceRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectInsuranceRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsuranceRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"minimums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statutory"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInsured"}},{"kind":"Field","name":{"kind":"Name","value":"waiverOfSubrogation"}}]}}]} as unknown as DocumentNode<ProjectInsuranceRequirementsQuery, ProjectInsuranceRequirementsQueryVariables>;
export const SaveProjectInsuranceRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProjectInsuranceRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requirements"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirementInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProjectInsuranceRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requirements"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requirements"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsuranceRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsuranceRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"minimums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statutory"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInsured"}},{"kind":"Field","name":{"kind":"Name","value":"waiverOfSubrogation"}}]}}]} as unknown as DocumentNode<SaveProjectInsuranceRequirementsMutation, SaveProjectInsuranceRequirementsMutationVariables>;
export const InsuranceProjectOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceProjectOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"projectName","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]}}]}}]} as unknown as DocumentNode<InsuranceProjectOptionsQuery, InsuranceProjectOptionsQueryVariables>;
export const LimitRuleBasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LimitRuleBases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"FINANCIAL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}}]}}]}}]} as unknown as DocumentNode<LimitRuleBasesQuery, LimitRuleBasesQueryVariables>;
export const LimitRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LimitRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<LimitRulesQuery, LimitRulesQueryVariables>;
export const SaveLimitRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLimitRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rules"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LimitRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLimitRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rules"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rules"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<SaveLimitRulesMutation, SaveLimitRulesMutationVariables>;
export const PrequalFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrequalForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalFormSetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"templateVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormSetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"forms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalFormFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<PrequalFormsQuery, PrequalFormsQueryVariables>;
export const StoredFileNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoredFileName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<StoredFileNameQuery, StoredFileNameQueryVariables>;
export const SavePrequalFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePrequalForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePrequalForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"templateVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<SavePrequalFormMutation, SavePrequalFormMutationVariables>;
export const SubmitPrequalFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPrequalForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormAnswersInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPrequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instance"}}},{"kind":"Argument","name":{"kind":"Name","value":"forms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalFormSetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"templateVersion"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrequalFormSetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalFormSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"forms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrequalFormFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<SubmitPrequalFormsMutation, SubmitPrequalFormsMutationVariables>;
export const PrequalScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrequalScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"listedScore"}},{"kind":"Field","name":{"kind":"Name","value":"factors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withheld"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PrequalScoreQuery, PrequalScoreQueryVariables>;
export const ScoreWeightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScoreWeights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoreWeights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weights"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ScoreWeightsQuery, ScoreWeightsQueryVariables>;
export const SetScoreWeightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetScoreWeights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weights"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setScoreWeights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weights"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weights"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weights"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetScoreWeightsMutation, SetScoreWeightsMutationVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const RemoveProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProfilePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProfilePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}}]}}]} as unknown as DocumentNode<RemoveProfilePictureMutation, RemoveProfilePictureMutationVariables>;
export const MfaStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<MfaStatusQuery, MfaStatusQueryVariables>;
export const TotpSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TotpSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}}]} as unknown as DocumentNode<TotpSetupMutation, TotpSetupMutationVariables>;
export const TotpConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TotpConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<TotpConfirmMutation, TotpConfirmMutationVariables>;
export const TotpDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TotpDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpDisable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<TotpDisableMutation, TotpDisableMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UploadProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProfilePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfilePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}}]}}]} as unknown as DocumentNode<UploadProfilePictureMutation, UploadProfilePictureMutationVariables>;
export const ProjectCompanyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCompanyOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"APPROVED"}},{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortField"},"value":{"kind":"StringValue","value":"companyName","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectCompanyOptionsQuery, ProjectCompanyOptionsQueryVariables>;
export const CrmOpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrmOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CrmOpportunitiesListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crmOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"skiptoken"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"projectStage"}},{"kind":"Field","name":{"kind":"Name","value":"projectVolume"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}}]}}]}}]}}]} as unknown as DocumentNode<CrmOpportunitiesQuery, CrmOpportunitiesQueryVariables>;
export const ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectsListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"projectStage"}},{"kind":"Field","name":{"kind":"Name","value":"projectVolume"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectVendorMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectsQuery, ProjectsQueryVariables>;
export const ImportProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opportunityIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunityIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opportunityIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<ImportProjectsMutation, ImportProjectsMutationVariables>;
export const SetProjectCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProjectCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"vendorIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectVendorMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<SetProjectCompaniesMutation, SetProjectCompaniesMutationVariables>;
export const RegistrationFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"draftToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dbaName"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"suiteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCity"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationState"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationZip"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"officePhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactJobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDescription"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"marketSectors"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"selfPerformStatus"}},{"kind":"Field","name":{"kind":"Name","value":"partialScopes"}},{"kind":"Field","name":{"kind":"Name","value":"workPerformedCategory"}},{"kind":"Field","name":{"kind":"Name","value":"primaryTrade"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTrades"}},{"kind":"Field","name":{"kind":"Name","value":"averageProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"largestProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"annualVolume"}},{"kind":"Field","name":{"kind":"Name","value":"emr"}},{"kind":"Field","name":{"kind":"Name","value":"bondable"}},{"kind":"Field","name":{"kind":"Name","value":"bondableRate"}},{"kind":"Field","name":{"kind":"Name","value":"classificationsCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformActions"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompanyFollows"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"contractVolume"}},{"kind":"Field","name":{"kind":"Name","value":"howHeard"}},{"kind":"Field","name":{"kind":"Name","value":"harkinsEmployeeName"}},{"kind":"Field","name":{"kind":"Name","value":"w9File"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalContractReferencesDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RegistrationFormQuery, RegistrationFormQueryVariables>;
export const UpdateGeneralInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGeneralInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGeneralInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"w9File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}}},{"kind":"Argument","name":{"kind":"Name","value":"generalContractReferencesDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dbaName"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"suiteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCity"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationState"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationZip"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"officePhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactJobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDescription"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"marketSectors"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"selfPerformStatus"}},{"kind":"Field","name":{"kind":"Name","value":"partialScopes"}},{"kind":"Field","name":{"kind":"Name","value":"workPerformedCategory"}},{"kind":"Field","name":{"kind":"Name","value":"primaryTrade"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTrades"}},{"kind":"Field","name":{"kind":"Name","value":"averageProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"largestProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"annualVolume"}},{"kind":"Field","name":{"kind":"Name","value":"emr"}},{"kind":"Field","name":{"kind":"Name","value":"bondable"}},{"kind":"Field","name":{"kind":"Name","value":"bondableRate"}},{"kind":"Field","name":{"kind":"Name","value":"classificationsCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformActions"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompanyFollows"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"contractVolume"}},{"kind":"Field","name":{"kind":"Name","value":"howHeard"}},{"kind":"Field","name":{"kind":"Name","value":"harkinsEmployeeName"}},{"kind":"Field","name":{"kind":"Name","value":"w9File"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalContractReferencesDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateGeneralInfoMutation, UpdateGeneralInfoMutationVariables>;
export const SaveRegistrationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRegistrationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRegistrationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"draftToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"w9File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}}},{"kind":"Argument","name":{"kind":"Name","value":"generalContractReferencesDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFormFields"}},{"kind":"Field","name":{"kind":"Name","value":"draftToken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dbaName"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"suiteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCity"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationState"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationZip"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"officePhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactJobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDescription"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"marketSectors"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"selfPerformStatus"}},{"kind":"Field","name":{"kind":"Name","value":"partialScopes"}},{"kind":"Field","name":{"kind":"Name","value":"workPerformedCategory"}},{"kind":"Field","name":{"kind":"Name","value":"primaryTrade"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTrades"}},{"kind":"Field","name":{"kind":"Name","value":"averageProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"largestProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"annualVolume"}},{"kind":"Field","name":{"kind":"Name","value":"emr"}},{"kind":"Field","name":{"kind":"Name","value":"bondable"}},{"kind":"Field","name":{"kind":"Name","value":"bondableRate"}},{"kind":"Field","name":{"kind":"Name","value":"classificationsCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformActions"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompanyFollows"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"contractVolume"}},{"kind":"Field","name":{"kind":"Name","value":"howHeard"}},{"kind":"Field","name":{"kind":"Name","value":"harkinsEmployeeName"}},{"kind":"Field","name":{"kind":"Name","value":"w9File"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalContractReferencesDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SaveRegistrationDraftMutation, SaveRegistrationDraftMutationVariables>;
export const SubmitRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"draftToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"w9File"},"value":{"kind":"Variable","name":{"kind":"Name","value":"w9File"}}},{"kind":"Argument","name":{"kind":"Name","value":"generalContractReferencesDocument"},"value":{"kind":"Variable","name":{"kind":"Name","value":"generalContractReferencesDocument"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendorRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"dbaName"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"suiteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress1"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationAddress2"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCity"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationState"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationZip"}},{"kind":"Field","name":{"kind":"Name","value":"officeLocationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"officePhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"officeWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactJobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryContactCellPhone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDescription"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"marketSectors"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"selfPerformStatus"}},{"kind":"Field","name":{"kind":"Name","value":"partialScopes"}},{"kind":"Field","name":{"kind":"Name","value":"workPerformedCategory"}},{"kind":"Field","name":{"kind":"Name","value":"primaryTrade"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTrades"}},{"kind":"Field","name":{"kind":"Name","value":"averageProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"largestProjectSize"}},{"kind":"Field","name":{"kind":"Name","value":"annualVolume"}},{"kind":"Field","name":{"kind":"Name","value":"emr"}},{"kind":"Field","name":{"kind":"Name","value":"bondable"}},{"kind":"Field","name":{"kind":"Name","value":"bondableRate"}},{"kind":"Field","name":{"kind":"Name","value":"classificationsCertifications"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformActions"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompanyFollows"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"contractVolume"}},{"kind":"Field","name":{"kind":"Name","value":"howHeard"}},{"kind":"Field","name":{"kind":"Name","value":"harkinsEmployeeName"}},{"kind":"Field","name":{"kind":"Name","value":"w9File"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generalContractReferencesDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SubmitRegistrationMutation, SubmitRegistrationMutationVariables>;
export const OverdueReviewDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverdueReviewDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overdueReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDays"}}]}}]}}]} as unknown as DocumentNode<OverdueReviewDaysQuery, OverdueReviewDaysQueryVariables>;
export const SetOverdueReviewDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOverdueReviewDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessDays"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOverdueReviewDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessDays"}}}]}]}}]} as unknown as DocumentNode<SetOverdueReviewDaysMutation, SetOverdueReviewDaysMutationVariables>;
export const CreateCompanyUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompanyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompanyUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]}}]} as unknown as DocumentNode<CreateCompanyUserMutation, CreateCompanyUserMutationVariables>;
export const CreateInternalUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInternalUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInternalUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInternalUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}}]}}]} as unknown as DocumentNode<CreateInternalUserMutation, CreateInternalUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hardDelete"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hardDelete"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hardDelete"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const CompanyUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const InternalUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InternalUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalUsersListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}}]}}]}}]} as unknown as DocumentNode<InternalUsersQuery, InternalUsersQueryVariables>;
export const UserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<UserProfileQuery, UserProfileQueryVariables>;
export const MfaPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireForInternal"}}]}}]}}]} as unknown as DocumentNode<MfaPolicyQuery, MfaPolicyQueryVariables>;
export const SetMfaPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMfaPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requireForInternal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMfaPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requireForInternal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requireForInternal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireForInternal"}}]}}]}}]} as unknown as DocumentNode<SetMfaPolicyMutation, SetMfaPolicyMutationVariables>;
export const SetCompanyAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isVendorAdmin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isVendorAdmin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isVendorAdmin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SetCompanyAdminMutation, SetCompanyAdminMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const SetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SetUserPasswordMutation, SetUserPasswordMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const BeginPrequalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginPrequal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPrequal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<BeginPrequalMutation, BeginPrequalMutationVariables>;
export const VendorReturnNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorReturnNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VendorReturnNoticeQuery, VendorReturnNoticeQueryVariables>;
export const VendorOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"prequalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}}]}}]}}]} as unknown as DocumentNode<VendorOverviewQuery, VendorOverviewQueryVariables>;
export const SetEmployeeCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmployeeCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noOfEmployees"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGeneralInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"noOfEmployees"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noOfEmployees"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"noOfEmployees"}}]}}]}}]} as unknown as DocumentNode<SetEmployeeCountMutation, SetEmployeeCountMutationVariables>;
export const DeleteWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookSubscriptionMutation, DeleteWebhookSubscriptionMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const WebhookSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookSubscriptionsQuery, WebhookSubscriptionsQueryVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"graceHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"graceHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"graceHours"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const CreateWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookSubscriptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateWebhookSubscriptionMutation, CreateWebhookSubscriptionMutationVariables>;
export const UpdateWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscriptionPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookSubscriptionMutation, UpdateWebhookSubscriptionMutationVariables>;