import type { TaxIdVerification } from './api/verify-tax-id';

/** The specification's words for outcomes (b) to (e) and for a failed verification (sections 4 and 8). */
export const TAX_ID_OUTCOME_MESSAGES = {
  crmOnly: 'You are already registered in the portal. Please Proceed to Prequalification to Begin Prequalification or to Login',
  pendingApproval: 'You are already registered in the portal. Please wait for the approval or reach out to the team',
  // The specification has no words for a registration that was not approved; these say so and whom to ask.
  notApproved: 'Your registration was not approved. Please reach out to the team to learn why and how to go on.',
  crmOnlySignUp: 'Choose your company to create your account for it.',
  notRegistered: 'Please Proceed to Trade Partner Registration Form',
  unexpected: 'An unexpected response was received. Please try again or contact support.',
  verifyFailed: 'An error occurred. Please try again later.',
} as const;

export type CompanyMatch = TaxIdVerification['vendorsWithSameTaxId'][number];
export type DraftMatch = TaxIdVerification['draftVendors'][number];

/** The five outcomes (a) to (e) of a tax-ID verification (spec section 4); (c) is told apart when it was not approved. */
export type TaxIdOutcome =
  | { kind: 'matches'; companies: CompanyMatch[]; drafts: DraftMatch[] }
  | { kind: 'crmOnly'; accounts: CompanyMatch[] }
  | { kind: 'pendingApproval' }
  | { kind: 'notApproved' }
  | { kind: 'notRegistered' }
  | { kind: 'unexpected' };

export function taxIdOutcomeOf(result: TaxIdVerification | null | undefined): TaxIdOutcome {
  if (!result || !Array.isArray(result.vendorsWithSameTaxId) || !Array.isArray(result.draftVendors)) {
    return { kind: 'unexpected' };
  }
  const { vendorsWithSameTaxId: companies, draftVendors: drafts, isExistsInDynamics, isExistsInDatabase } = result;
  if (companies.length > 0 || drafts.length > 0) return { kind: 'matches', companies, drafts };
  if (isExistsInDynamics === true && isExistsInDatabase === false) return { kind: 'crmOnly', accounts: result.crmAccounts ?? [] };
  if (isExistsInDynamics === false && isExistsInDatabase === true) return result.isRegistrationRejected ? { kind: 'notApproved' } : { kind: 'pendingApproval' };
  if (isExistsInDynamics === false && isExistsInDatabase === false) return { kind: 'notRegistered' };
  // Both systems know the company yet nothing matched to choose from: nothing the user can act on.
  return { kind: 'unexpected' };
}
