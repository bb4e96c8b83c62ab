import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { QueueCountsQuery } from '../../../gql/graphql';

export const QUEUE_COUNTS_QUERY = graphql(`
  query QueueCounts {
    queueCounts {
      queue
      queued
      running
      retrying
      failed
      completed
    }
  }
`);

export type QueueCountsRow = QueueCountsQuery['queueCounts'][number];

/** Each queue's jobs by state (GET /admin/jobs/counts): the cards, and the queue filter's choices. */
export function useQueueCounts() {
  return useQuery(QUEUE_COUNTS_QUERY, { fetchPolicy: 'cache-and-network' });
}
