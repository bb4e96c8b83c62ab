import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyNotesQuery } from '../../../gql/graphql';

export const COMPANY_NOTES_QUERY = graphql(`
  query CompanyNotes($vendorId: ID!, $page: Int, $limit: Int) {
    companyNotes(vendorId: $vendorId, page: $page, limit: $limit) {
      totalCount
      notes {
        noteId
        vendorId
        notes
        createdBy
        createdAt
      }
    }
  }
`);

export type CompanyNoteRow = CompanyNotesQuery['companyNotes']['notes'][number];

/** A page of the company's notes, newest first. */
export function useCompanyNotes(vendorId: string, page: number, limit: number) {
  return useQuery(COMPANY_NOTES_QUERY, { variables: { vendorId, page, limit } });
}
