import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ADD_PARENT_ACCOUNT_MUTATION = graphql(`
  mutation AddParentAccount($accountId: String!, $otherAccountId: String!) {
    addParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {
      ...RelatedAccountsFields
    }
  }
`);

export const ADD_CHILD_ACCOUNT_MUTATION = graphql(`
  mutation AddChildAccount($accountId: String!, $otherAccountId: String!) {
    addChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {
      ...RelatedAccountsFields
    }
  }
`);

export const REMOVE_PARENT_ACCOUNT_MUTATION = graphql(`
  mutation RemoveParentAccount($accountId: String!, $otherAccountId: String!) {
    removeParentAccount(accountId: $accountId, parentAccountId: $otherAccountId) {
      ...RelatedAccountsFields
    }
  }
`);

export const REMOVE_CHILD_ACCOUNT_MUTATION = graphql(`
  mutation RemoveChildAccount($accountId: String!, $otherAccountId: String!) {
    removeChildAccount(accountId: $accountId, childAccountId: $otherAccountId) {
      ...RelatedAccountsFields
    }
  }
`);

const REFETCH = { refetchQueries: ['RelatedAccounts'], awaitRefetchQueries: true };

/** Each answers both sides; the list is read again. Errors: the global Alert. */
export const useAddParentAccount = () => useMutation(ADD_PARENT_ACCOUNT_MUTATION, REFETCH);
export const useAddChildAccount = () => useMutation(ADD_CHILD_ACCOUNT_MUTATION, REFETCH);
export const useRemoveParentAccount = () => useMutation(REMOVE_PARENT_ACCOUNT_MUTATION, REFETCH);
export const useRemoveChildAccount = () => useMutation(REMOVE_CHILD_ACCOUNT_MUTATION, REFETCH);
