/**
 * The CRM the builder keeps its companies in (Dynamics 365). The portal asks it two things during
 * onboarding: does an account with this tax ID exist, and create the account of an approved company;
 * and it reads the builder's opportunities, which the admins import as projects.
 * ./dynamics-client.ts speaks the Dynamics 365 Web API; ./crm-simulator.ts answers the same requests
 * locally (the default, and in tests). Failures are CrmError (./crm-error.ts): CRM_UNAVAILABLE to users,
 * and isRetryableCrmError tells whether trying again can help.
 */
export interface CrmAccount {
  accountId: string;
  name: string;
  taxId: string | null;
}

/** What the portal knows of a company when it creates its account. */
export interface NewCrmAccount {
  name: string;
  taxId: string | null;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  employees?: number | null;
  description?: string | null;
}

/** An opportunity of the builder's CRM: what becomes a project when imported. */
export interface CrmOpportunity {
  opportunityId: string;
  projectNumber: string | null;
  projectName: string;
  /** The sales pipeline phase (stepname). */
  projectStage: string | null;
  /** The estimated value, an exact decimal string (money is never a float here). */
  projectVolume: string | null;
  /** Dates as YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
}

export type OpportunitySort = 'projectNumber' | 'projectName' | 'projectStage' | 'projectVolume' | 'startDate' | 'endDate';

export interface OpportunityQuery {
  /** A substring of the name or the number; empty for all. */
  search?: string;
  /** The page size the CRM is asked for. */
  pageSize: number;
  /** The CRM's token of the page to read (from the previous page's answer); none for the first page. */
  skipToken?: string | null;
  sortField?: OpportunitySort | null;
  sortOrder?: 'ASC' | 'DESC' | null;
}

export interface OpportunityPage {
  opportunities: CrmOpportunity[];
  /** Every match of the query (Dynamics counts at most 5,000). */
  totalCount: number;
  /** The token of the next page, or null on the last. */
  skipToken: string | null;
}

export interface CrmClient {
  findAccountsByTaxId(taxId: string): Promise<CrmAccount[]>;
  /** Creates the account and answers its id (the vendor's accountId). */
  createAccount(account: NewCrmAccount): Promise<string>;
  /**
   * Creates the account with this id (a GUID the portal chose) or, when it exists, updates it: safe to repeat, so an
   * approval can pick the id at once and sync the account later, retrying until the CRM answers.
   */
  upsertAccount(accountId: string, account: NewCrmAccount): Promise<void>;
  /** A page of opportunities, paged with the CRM's own skip token. */
  listOpportunities(query: OpportunityQuery): Promise<OpportunityPage>;
  /** The opportunities with these ids (those the CRM still has). */
  getOpportunities(ids: readonly string[]): Promise<CrmOpportunity[]>;
}
