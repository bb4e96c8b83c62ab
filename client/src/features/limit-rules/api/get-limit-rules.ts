import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LimitRulesQuery } from '../../../gql/graphql';

export const LIMIT_RULES_QUERY = graphql(`
  query LimitRules {
    limitRules {
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

export type LimitRule = LimitRulesQuery['limitRules'][number];

/** The rules suggesting financial limits, in order (SYSTEM_ADMIN: limits.rules). */
export function useLimitRules() {
  return useQuery(LIMIT_RULES_QUERY, { fetchPolicy: 'cache-and-network' });
}
