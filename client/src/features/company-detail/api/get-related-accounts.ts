import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RelatedAccountsQuery } from '../../../gql/graphql';

export const RELATED_ACCOUNT_FIELDS = graphql(`
  fragment RelatedAccountsFields on RelatedAccounts {
    parentAccounts {
      accountId
      companyName
      taxId
      vendorId
    }
    childAccounts {
      accountId
      companyName
      taxId
      vendorId
    }
  }
`);

export const RELATED_ACCOUNTS_QUERY = graphql(`
  query RelatedAccounts($accountId: String!) {
    relatedAccounts(accountId: $accountId) {
      ...RelatedAccountsFields
    }
  }
`);

export type RelatedAccountsView = RelatedAccountsQuery['relatedAccounts'];

/** An account's parents and children; accountId is the company's CRM account id. */
export function useRelatedAccounts(accountId: string) {
  return useQuery(RELATED_ACCOUNTS_QUERY, { variables: { accountId } });
}
