import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const OVERDUE_REVIEW_DAYS_QUERY = graphql(`
  query OverdueReviewDays {
    overdueReviews {
      businessDays
    }
  }
`);

export const SET_OVERDUE_REVIEW_DAYS_MUTATION = graphql(`
  mutation SetOverdueReviewDays($businessDays: Int!) {
    setOverdueReviewDays(businessDays: $businessDays)
  }
`);

/** The setting is read from overdueReviews (the server has no separate query for it). */
export function useOverdueReviewDays() {
  return useQuery(OVERDUE_REVIEW_DAYS_QUERY, { fetchPolicy: 'cache-and-network' });
}

export function useSetOverdueReviewDays() {
  // The overdue list depends on the setting: the screens that show it read it again.
  return useMutation(SET_OVERDUE_REVIEW_DAYS_MUTATION, { refetchQueries: ['OverdueReviewDays', 'WaitingTooLong'] });
}
