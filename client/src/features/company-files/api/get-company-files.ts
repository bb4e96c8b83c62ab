import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyFilesQuery } from '../../../gql/graphql';

export const COMPANY_FILES_QUERY = graphql(`
  query CompanyFiles($vendorId: ID!, $options: VendorFilesListOptions) {
    vendorFiles(vendorId: $vendorId, options: $options) {
      totalCount
      items {
        fileId
        vendorId
        fileName
        fileType
        uploadedArea
        size
        uploadedBy
        updatedAt
        expiresAt
        expiryStatus
        previewable
        versions {
          fileId
          fileName
          uploadedBy
          uploadedAt
          replacedAt
          current
        }
      }
    }
  }
`);

export type CompanyFileRow = CompanyFilesQuery['vendorFiles']['items'][number];
export type CompanyFileVersion = CompanyFileRow['versions'][number];

/** The file managers' tabs: General, Essential, or every file (null). */
export type CompanyFilesTab = 'GENERAL' | 'ESSENTIAL' | null;

/** A page of a company's files, newest first. */
export function useCompanyFiles(vendorId: string, type: CompanyFilesTab, page: number, limit: number) {
  return useQuery(COMPANY_FILES_QUERY, { variables: { vendorId, options: { type, page, limit } }, fetchPolicy: 'cache-and-network' });
}
