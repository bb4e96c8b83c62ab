import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const APPROVAL_LETTER_QUERY = graphql(`
  query ApprovalLetter($vendorId: ID) {
    approvalLetter(vendorId: $vendorId) {
      fileId
      fileName
      size
      instance
    }
  }
`);

/** The company's newest approval letter (GET /vendors/{vendorId}/approval-letter); null while none was made. */
export function useApprovalLetter(vendorId: string) {
  return useQuery(APPROVAL_LETTER_QUERY, { variables: { vendorId }, fetchPolicy: 'cache-and-network' });
}

export const APPROVAL_LETTER_LINK_QUERY = graphql(`
  query ApprovalLetterLink($fileId: ID!) {
    fileViewLink(fileId: $fileId) {
      url
    }
  }
`);

/** A fresh download link for the letter (a token signed for that one file, valid minutes): never the session in an address. */
export async function approvalLetterLink(client: ApolloClient, fileId: string): Promise<string> {
  const { data } = await client.query({ query: APPROVAL_LETTER_LINK_QUERY, variables: { fileId }, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('The letter’s link could not be made.');
  return data.fileViewLink.url;
}
