import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompaniesListOptions, CompaniesQuery, SortOrder } from '../../../gql/graphql';

export const COMPANIES_QUERY = graphql(`
  query Companies($options: CompaniesListOptions) {
    companies(options: $options) {
      totalCount
      items {
        vendorId
        companyName
        primaryContactName
        primaryContactEmail
        registrationStatus
        prequalStatus
        prequalScore
        insurance
        qualifications
        associatedProjects {
          projectId
          projectName
        }
      }
    }
  }
`);

export type CompanyRow = CompaniesQuery['companies']['items'][number];

/** The qualified-vendor search's filters (beyond the specification), as the list takes them; blank for none. */
export interface QualifiedFilters {
  trade: string;
  region: string;
  marketSector: string;
  certification: string;
  prequalStatus: string;
  minSingleLimit: string;
  /** "Score at least": a whole number from 0 to 100 (the server's minScore). */
  minScore: string;
  /** "Insurance": COMPLIANT, GAPS, LAPSED or NONE (no policies). */
  insurance: string;
}

export const NO_FILTERS: QualifiedFilters = {
  trade: '',
  region: '',
  marketSector: '',
  certification: '',
  prequalStatus: '',
  minSingleLimit: '',
  minScore: '',
  insurance: '',
};

export interface CompaniesVariables {
  page: number;
  limit: number;
  search: string;
  sortField: string | null;
  sortOrder: SortOrder | null;
  filters: QualifiedFilters;
}

/** The list's query parameters (GraphQL variables and the CSV export's REST query alike): blanks left out. */
export function companiesParams({ search, sortField, sortOrder, filters }: Omit<CompaniesVariables, 'page' | 'limit'>): Record<string, string> {
  const params: Record<string, string | null> = { search: search || null, sortField, sortOrder, ...filters };
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
}

/** One page of the Companies list (GET /vendors), with the qualified-vendor search's filters. */
export function useCompanies({ page, limit, ...rest }: CompaniesVariables) {
  const { minScore, ...params } = companiesParams(rest);
  return useQuery(COMPANIES_QUERY, {
    // GraphQL takes the minimum score as an Int (REST's query string as text).
    variables: { options: { page, limit, ...params, ...(minScore ? { minScore: Number(minScore) } : {}) } as CompaniesListOptions },
    // Other admins assign and delete too; show what the server has now.
    fetchPolicy: 'cache-and-network',
  });
}
