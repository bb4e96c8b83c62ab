import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyCommentsQuery } from '../../../gql/graphql';

export const COMPANY_COMMENTS_QUERY = graphql(`
  query CompanyComments($vendorId: ID!, $options: CompanyCommentsListOptions) {
    companyComments(vendorId: $vendorId, options: $options) {
      totalCount
      items {
        commentId
        vendorId
        commentText
        commentedBy
        commentDate
      }
    }
  }
`);

export type CompanyCommentRow = CompanyCommentsQuery['companyComments']['items'][number];

/** A page of the company's comments, newest first. */
export function useCompanyComments(vendorId: string, page: number, limit: number) {
  return useQuery(COMPANY_COMMENTS_QUERY, { variables: { vendorId, options: { page, limit } } });
}
