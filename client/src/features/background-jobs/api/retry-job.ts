import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RETRY_JOB = graphql(`
  mutation RetryJob($queue: String!, $id: ID!) {
    retryJob(queue: $queue, id: $id) {
      id
      state
      retryCount
      retryLimit
    }
  }
`);

/** Puts a failed job back in its queue (POST /admin/jobs/{queue}/{id}/retry); the list and counts are read again after it. */
export function useRetryJob() {
  return useMutation(RETRY_JOB, { refetchQueries: ['BackgroundJobs', 'QueueCounts'], awaitRefetchQueries: true });
}
