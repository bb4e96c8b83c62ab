import type { TaxIdVerification } from './api/verify-tax-id';

/** The specification's words for outcomes (b) to (e) and for a failed verification (sections 4 and 8). */
export const TAX_ID_OUTCOME_MESSAGES = {
  crmOnly: 'You are already registered in the portal. Please Proceed to Prequalification to Begin Prequalification or to Login',
  pendingApproval: 'You are already registered in the portal. Please wait for the approval or reach out to the team',
  notRegistered: 'Please Proceed to Trade Partner Registration Form',
  unexpected: 'An unexpected response was received. Please try again or contact support.',
  verifyFailed: 'An error occurred. Please try again later.',
} as const;

export type CompanyMatch = TaxIdVerification['vendorsWithSameTaxId'][number];
export type DraftMatch = TaxIdVerification['draftVendors'][number];

/** The five outcomes (a) to (e) of a tax-ID verification (spec section 4). */
export type TaxIdOutcome =
  | { kind: 'matches'; companies: CompanyMatch[]; drafts: DraftMatch[] }
  | { kind: 'crmOnly' }
  | { kind: 'pendingApproval' }
  | { kind: 'notRegistered' }
  | { kind: 'unexpected' };

export function taxIdOutcomeOf(result: TaxIdVerification | null | undefined): TaxIdOutcome {
  if (!result || !Array.isArray(result.vendorsWithSameTaxId) || !Array.isArray(result.draftVendors)) {
    return { kind: 'unexpected' };
  }
  const { vendorsWithSameTaxId: companies, draftVendors: drafts, isExistsInDynamics, isExistsInDatabase } = result;
  if (companies.length > 0 || drafts.length > 0) return { kind: 'matches', companies, drafts };
  if (isExistsInDynamics === true && isExistsInDatabase === false) return { kind: 'crmOnly' };
  if (isExistsInDynamics === false && isExistsInDatabase === true) return { kind: 'pendingApproval' };
  if (isExistsInDynamics === false && isExistsInDatabase === false) return { kind: 'notRegistered' };
  // Both systems know the company yet nothing matched to choose from: nothing the user can act on.
  return { kind: 'unexpected' };
}
