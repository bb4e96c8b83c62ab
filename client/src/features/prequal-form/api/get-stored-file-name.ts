import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const STORED_FILE_NAME_QUERY = graphql(`
  query StoredFileName($fileId: ID!) {
    companyFile(fileId: $fileId) {
      fileId
      fileName
    }
  }
`);

/**
 * The name of a stored file a saved answer points to; null while it loads or when it cannot be read (the field
 * then says "Uploaded file", so a missing file never opens the Alert). `fileId` null asks nothing.
 */
export function useStoredFileName(fileId: string | null): string | null {
  const { data } = useQuery(STORED_FILE_NAME_QUERY, {
    variables: { fileId: fileId ?? '' },
    skip: !fileId,
    context: { skipGlobalError: true },
  });
  return fileId && data?.companyFile.fileId === fileId ? data.companyFile.fileName : null;
}
