import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CERTIFICATE_FILES_QUERY = graphql(`
  query InsuranceCertificateFiles($vendorId: ID!) {
    vendorFiles(vendorId: $vendorId, options: { limit: 200, sortField: "updatedAt", sortOrder: DESC }) {
      items {
        fileId
        fileName
      }
    }
  }
`);

/** The company's stored files, newest first: the certificate a policy is read from is one of them. */
export function useCertificateFiles(vendorId: string, skip: boolean) {
  return useQuery(CERTIFICATE_FILES_QUERY, { variables: { vendorId }, skip });
}
