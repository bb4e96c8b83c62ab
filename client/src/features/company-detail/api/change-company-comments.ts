import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ADD_COMPANY_COMMENT_MUTATION = graphql(`
  mutation AddCompanyComment($vendorId: ID!, $comment: String!) {
    addCompanyComment(vendorId: $vendorId, comment: $comment) {
      commentId
    }
  }
`);

export const DELETE_COMPANY_COMMENT_MUTATION = graphql(`
  mutation DeleteCompanyComment($commentId: ID!) {
    deleteCompanyComment(commentId: $commentId) {
      commentId
    }
  }
`);

const REFETCH = { refetchQueries: ['CompanyComments'], awaitRefetchQueries: true };

/** Add Comment (required, under 255 characters). Errors: the global Alert. */
export function useAddCompanyComment() {
  return useMutation(ADD_COMPANY_COMMENT_MUTATION, REFETCH);
}

/** Delete a comment (the system admin). Errors: the global Alert. */
export function useDeleteCompanyComment() {
  return useMutation(DELETE_COMPANY_COMMENT_MUTATION, REFETCH);
}
