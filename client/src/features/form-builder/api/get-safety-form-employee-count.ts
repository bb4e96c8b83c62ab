import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SAFETY_FORM_EMPLOYEE_COUNT_QUERY = graphql(`
  query SafetyFormEmployeeCount {
    safetyFormEmployeeCount
  }
`);

/** The Safety Lite threshold (safety-form-emp-count): companies with fewer employees get Safety Lite. */
export function useSafetyFormEmployeeCount() {
  return useQuery(SAFETY_FORM_EMPLOYEE_COUNT_QUERY, { fetchPolicy: 'cache-and-network' });
}
