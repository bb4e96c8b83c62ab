import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MFA_POLICY_QUERY = graphql(`
  query MfaPolicy {
    mfaPolicy {
      requireForInternal
    }
  }
`);

export const SET_MFA_POLICY_MUTATION = graphql(`
  mutation SetMfaPolicy($requireForInternal: Boolean!) {
    setMfaPolicy(requireForInternal: $requireForInternal) {
      requireForInternal
    }
  }
`);

export const useMfaPolicy = () => useQuery(MFA_POLICY_QUERY);
export const useSetMfaPolicy = () => useMutation(SET_MFA_POLICY_MUTATION, { refetchQueries: [MFA_POLICY_QUERY] });
