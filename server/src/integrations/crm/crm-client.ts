/**
 * The CRM the builder keeps its companies in (Dynamics 365). The portal asks it two things during
 * onboarding: does an account with this tax ID exist, and create the account of an approved company.
 * ./dynamics-client.ts speaks the Dynamics 365 Web API; ./crm-simulator.ts answers the same requests
 * locally (the default, and in tests).
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

export interface CrmClient {
  findAccountsByTaxId(taxId: string): Promise<CrmAccount[]>;
  /** Creates the account and answers its id (the vendor's accountId). */
  createAccount(account: NewCrmAccount): Promise<string>;
}
