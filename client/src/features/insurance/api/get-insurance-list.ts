import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InsuranceComplianceStatus, InsuranceListQuery } from '../../../gql/graphql';

export const INSURANCE_LIST_QUERY = graphql(`
  query InsuranceList($options: InsuranceComplianceListOptions) {
    insuranceList(options: $options) {
      totalCount
      items {
        vendorId
        companyName
        prequalStatus
        status
        gaps
        nextExpiry
      }
    }
  }
`);

/** The dashboard card's counts: the companies with gaps and with lapses (one row each is read; the counts are SQL's). */
export const INSURANCE_GAP_COUNTS_QUERY = graphql(`
  query InsuranceGapCounts {
    gaps: insuranceList(options: { status: GAPS, limit: 1 }) {
      totalCount
    }
    lapsed: insuranceList(options: { status: LAPSED, limit: 1 }) {
      totalCount
    }
  }
`);

export type InsuranceListRow = InsuranceListQuery['insuranceList']['items'][number];

export interface InsuranceListArgs {
  status: InsuranceComplianceStatus;
  search: string;
  page: number;
  limit: number;
  sortOrder: 'ASC' | 'DESC' | null;
}

/** One status of the insurance list: paged, searched and sorted (next expiry) by the server. */
export function useInsuranceList({ status, search, page, limit, sortOrder }: InsuranceListArgs) {
  return useQuery(INSURANCE_LIST_QUERY, {
    variables: { options: { status, search: search || null, page, limit, sortField: sortOrder ? 'nextExpiry' : null, sortOrder } },
    fetchPolicy: 'cache-and-network',
  });
}

/** The REST list's query string for its CSV export, as the screen shows it. */
export function insuranceListParams({ status, search, sortOrder }: Pick<InsuranceListArgs, 'status' | 'search' | 'sortOrder'>) {
  return { status, search: search || null, sortField: sortOrder ? 'nextExpiry' : null, sortOrder };
}

/** Counts of the dashboard card; a failure hides only the card. */
export function useInsuranceGapCounts(skip: boolean) {
  return useQuery(INSURANCE_GAP_COUNTS_QUERY, { skip, fetchPolicy: 'cache-and-network', context: { skipGlobalError: true } });
}
