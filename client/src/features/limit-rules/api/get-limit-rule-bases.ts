import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LIMIT_RULE_BASES_QUERY = graphql(`
  query LimitRuleBases {
    formTemplate(category: FINANCIAL) {
      id
      version
      fields
    }
  }
`);

/**
 * The current financial form template, whose numeric answers a rule may use as its basis. Only a help for
 * the Basis list: when it cannot be read the editor offers the computed measures and the bases in use (quiet).
 */
export function useLimitRuleBases() {
  return useQuery(LIMIT_RULE_BASES_QUERY, { fetchPolicy: 'cache-first', context: { skipGlobalError: true } });
}
