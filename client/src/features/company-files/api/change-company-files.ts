import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RENAME_FILE_MUTATION = graphql(`
  mutation RenameFile($fileId: ID!, $newName: String!) {
    renameFile(fileId: $fileId, newName: $newName) {
      fileId
      fileName
      fileType
    }
  }
`);

export const DELETE_FILE_MUTATION = graphql(`
  mutation DeleteFile($fileId: ID!) {
    deleteFile(fileId: $fileId)
  }
`);

export const SET_FILE_EXPIRY_MUTATION = graphql(`
  mutation SetFileExpiry($fileId: ID!, $expiresAt: String) {
    setFileExpiry(fileId: $fileId, expiresAt: $expiresAt) {
      fileId
      expiresAt
      expiryStatus
    }
  }
`);

const REFETCH = { refetchQueries: ['CompanyFiles'], awaitRefetchQueries: true };

/** Rename (keeps the extension). Errors are the caller's to show (field errors beside the name). */
export function useRenameFile() {
  return useMutation(RENAME_FILE_MUTATION, REFETCH);
}

export function useDeleteFile() {
  return useMutation(DELETE_FILE_MUTATION, REFETCH);
}

export function useSetFileExpiry() {
  return useMutation(SET_FILE_EXPIRY_MUTATION, REFETCH);
}
