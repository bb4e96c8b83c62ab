import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ADD_COMPANY_NOTE_MUTATION = graphql(`
  mutation AddCompanyNote($vendorId: ID!, $notes: String!) {
    addCompanyNote(vendorId: $vendorId, notes: $notes) {
      noteId
    }
  }
`);

export const DELETE_COMPANY_NOTE_MUTATION = graphql(`
  mutation DeleteCompanyNote($noteId: ID!) {
    deleteCompanyNote(noteId: $noteId) {
      noteId
    }
  }
`);

const REFETCH = { refetchQueries: ['CompanyNotes'], awaitRefetchQueries: true };

/** Add Note. Errors: the global Alert. */
export function useAddCompanyNote() {
  return useMutation(ADD_COMPANY_NOTE_MUTATION, REFETCH);
}

/** Delete a note (the system admin). Errors: the global Alert. */
export function useDeleteCompanyNote() {
  return useMutation(DELETE_COMPANY_NOTE_MUTATION, REFETCH);
}
