import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FileFoldersQuery } from '../../../gql/graphql';

export const FILE_FOLDERS_QUERY = graphql(`
  query FileFolders($options: FileFoldersListOptions) {
    fileFolders(options: $options) {
      totalCount
      items {
        vendorId
        companyName
        fileCount
      }
    }
  }
`);

export const FILE_FOLDER_QUERY = graphql(`
  query FileFolder($vendorId: ID!) {
    fileFolder(vendorId: $vendorId) {
      vendorId
      companyName
      fileCount
    }
  }
`);

export type FileFolderRow = FileFoldersQuery['fileFolders']['items'][number];

/** The admin file manager's folders: approved companies by name, `limit` a page. */
export function useFileFolders(search: string, page: number, limit: number) {
  return useQuery(FILE_FOLDERS_QUERY, { variables: { options: { search, page, limit } }, fetchPolicy: 'cache-and-network' });
}

/** One folder (its company's name for the breadcrumb); a company that is not approved answers not found. */
export function useFileFolder(vendorId: string) {
  return useQuery(FILE_FOLDER_QUERY, { variables: { vendorId }, context: { skipGlobalError: true } });
}
