import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { LIMIT_RULES_QUERY } from './get-limit-rules';

export const SAVE_LIMIT_RULES_MUTATION = graphql(`
  mutation SaveLimitRules($rules: [LimitRuleInput!]!) {
    saveLimitRules(rules: $rules) {
      id
      limit
      basis
      multiplier
      cap
      description
      position
    }
  }
`);

/** Replaces every rule by these, in this order. Its errors are the page's to show (beside the rule and in an alert). */
export function useSaveLimitRules() {
  return useMutation(SAVE_LIMIT_RULES_MUTATION, {
    context: { skipGlobalError: true },
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: LIMIT_RULES_QUERY, data: { limitRules: data.saveLimitRules } });
    },
  });
}
