import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyNotesQuery } from '../../../gql/graphql';

export const COMPANY_NOTES_QUERY = graphql(`
  query CompanyNotes($vendorId: ID!, $options: CompanyNotesListOptions) {
    companyNotes(vendorId: $vendorId, options: $options) {
      totalCount
      items {
        noteId
        vendorId
        notes
        createdBy
        createdAt
      }
    }
  }
`);

export type CompanyNoteRow = CompanyNotesQuery['companyNotes']['items'][number];

/** A page of the company's notes, newest first. */
export function useCompanyNotes(vendorId: string, page: number, limit: number) {
  return useQuery(COMPANY_NOTES_QUERY, { variables: { vendorId, options: { page, limit } } });
}
