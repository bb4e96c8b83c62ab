import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BackgroundJobsQuery, JobState } from '../../../gql/graphql';

export const BACKGROUND_JOBS_QUERY = graphql(`
  query BackgroundJobs($options: BackgroundJobsListOptions) {
    backgroundJobs(options: $options) {
      totalCount
      items {
        id
        queue
        state
        retryCount
        retryLimit
        createdOn
        startedOn
        completedOn
        startAfter
        error
        summary
        requestId
      }
    }
  }
`);

export type BackgroundJobRow = BackgroundJobsQuery['backgroundJobs']['items'][number];

/** One page of jobs (GET /admin/jobs); a null state is the server's default: failed and retrying. */
export function useBackgroundJobs(state: JobState | null, queue: string | null, page: number, limit: number) {
  return useQuery(BACKGROUND_JOBS_QUERY, {
    variables: { options: { state, queue, page, limit } },
    // Jobs change state on their own (workers, retries): always ask the server, show the cached page meanwhile.
    fetchPolicy: 'cache-and-network',
  });
}
