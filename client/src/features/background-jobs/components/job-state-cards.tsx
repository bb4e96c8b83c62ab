import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import type { JobState } from '../../../gql/graphql';
import type { QueueCountsRow } from '../api/get-queue-counts';
import { JOB_STATE_LABELS, JOB_STATES } from '../job-labels';

const KEY: Readonly<Record<JobState, keyof Omit<QueueCountsRow, 'queue' | '__typename'>>> = {
  QUEUED: 'queued',
  RUNNING: 'running',
  RETRYING: 'retrying',
  FAILED: 'failed',
  COMPLETED: 'completed',
};

/** One card per state: its jobs over the queues given (all of them, or the one the list is filtered to). */
export function JobStateCards({ counts }: { counts: readonly QueueCountsRow[] | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
      {JOB_STATES.map((state) => {
        const total = counts?.reduce((sum, q) => sum + q[KEY[state]], 0);
        const { label } = JOB_STATE_LABELS[state];
        const shown = total === undefined ? '–' : total.toLocaleString('en-US');
        return (
          <Card.Root key={state} variant="outline" size="sm" role="region" aria-label={`${label}: ${shown}`}>
            <Card.Body gap="1">
              <Text fontWeight="medium" color="fg.muted">
                {label}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" color={state === 'FAILED' && total ? 'red.fg' : undefined}>
                {shown}
              </Text>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
