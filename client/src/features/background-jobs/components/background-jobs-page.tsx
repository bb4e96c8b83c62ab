import { Badge, Button, Field, Heading, HStack, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { hasPermission, homeFor } from '@portal/common/auth/roles';
import { useState } from 'react';
import { LuRefreshCw, LuRotateCcw } from 'react-icons/lu';
import { Navigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { toaster } from '../../../components/toaster';
import { useListState } from '../../../components/data-table/use-list-state';
import type { JobState } from '../../../gql/graphql';
import { useBackgroundJobs, type BackgroundJobRow } from '../api/get-background-jobs';
import { useQueueCounts } from '../api/get-queue-counts';
import { useRetryJob } from '../api/retry-job';
import { formatMoment, JOB_STATE_LABELS, JOB_STATES, queueLabel } from '../job-labels';
import { JobStateCards } from './job-state-cards';

export const RETRIED_MESSAGE = 'The job was queued again';
/** The tab of the server's default: failed and retrying jobs. */
const ATTENTION = 'ATTENTION';
type Tab = typeof ATTENTION | JobState;
const TABS: readonly Tab[] = [ATTENTION, ...JOB_STATES];

/**
 * /admin/jobs: the background jobs of the portal's queues for the system admin. Other roles may open
 * /admin pages but not this one (jobs.read): they are sent to their home page, and the sidebar never offers it.
 */
export function BackgroundJobsPage() {
  const { role } = useAuth();
  if (!hasPermission(role, 'jobs.read')) return <Navigate to={role ? homeFor(role) : '/prequalification'} replace />;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Background Jobs
      </Heading>
      <BackgroundJobs />
    </Stack>
  );
}

/** Tries made of tries allowed: a job that has started is on try retryCount + 1; retryLimit retries follow the first try. */
export function triesText(job: Pick<BackgroundJobRow, 'retryCount' | 'retryLimit' | 'startedOn'>): string {
  return `${job.startedOn ? job.retryCount + 1 : 0} of ${job.retryLimit + 1}`;
}

/** When a waiting job runs next, when a running one started, when a finished one ended. */
export function whenText(job: Pick<BackgroundJobRow, 'state' | 'startAfter' | 'startedOn' | 'completedOn'>): string {
  if (job.state === 'QUEUED' || job.state === 'RETRYING') return `Next try ${formatMoment(job.startAfter)}`;
  if (job.state === 'RUNNING') return `Started ${formatMoment(job.startedOn)}`;
  return job.completedOn ? `Finished ${formatMoment(job.completedOn)}` : '';
}

const jobName = (job: BackgroundJobRow) => `${queueLabel(job.queue)} job${job.summary ? ` ${job.summary}` : ''}, created ${formatMoment(job.createdOn)}`;

function BackgroundJobs() {
  const [tab, setTab] = useState<Tab>(ATTENTION);
  const [queue, setQueue] = useState('');
  const { page, pageSize, paging } = useListState(`${tab}\u0000${queue}`);
  const [retrying, setRetrying] = useState<BackgroundJobRow | null>(null);
  const jobs = useBackgroundJobs(tab === ATTENTION ? null : tab, queue || null, page, pageSize);
  const counts = useQueueCounts();
  const [retryJob, { loading: retryBusy }] = useRetryJob();
  const list = (jobs.data ?? jobs.previousData)?.backgroundJobs;
  const allCounts = (counts.data ?? counts.previousData)?.queueCounts;
  const shownCounts = queue ? allCounts?.filter((c) => c.queue === queue) : allCounts;

  const confirmRetry = async () => {
    if (!retrying) return;
    try {
      await retryJob({ variables: { queue: retrying.queue, id: retrying.id } });
      toaster.create({ type: 'success', title: RETRIED_MESSAGE });
    } catch {
      // Refused (e.g. no longer failed): the global Alert shows the server's message; the list is read again.
      void jobs.refetch();
      void counts.refetch();
    }
    setRetrying(null);
  };

  const columns: DataTableColumn<BackgroundJobRow>[] = [
    { id: 'queue', header: 'Queue', cell: (j) => queueLabel(j.queue) },
    {
      id: 'state',
      header: 'State',
      cell: (j) => (
        <Badge colorPalette={JOB_STATE_LABELS[j.state].palette} variant="subtle">
          {JOB_STATE_LABELS[j.state].label}
        </Badge>
      ),
    },
    { id: 'tries', header: 'Tries', cell: triesText },
    { id: 'createdOn', header: 'Created', cell: (j) => formatMoment(j.createdOn) },
    { id: 'when', header: 'Next try / Finished', cell: whenText },
    { id: 'summary', header: 'Summary', cell: (j) => j.summary ?? '' },
    {
      id: 'error',
      header: 'Error',
      cell: (j) =>
        j.error ? (
          <Text fontSize="sm" lineClamp={3} title={j.error} maxW="md" wordBreak="break-word">
            {j.error}
          </Text>
        ) : (
          ''
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (j) =>
        j.state === 'FAILED' ? (
          <Button size="xs" variant="outline" aria-label={`Retry ${jobName(j)}`} onClick={() => setRetrying(j)}>
            <LuRotateCcw />
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="4">
      <JobStateCards counts={shownCounts} />
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} variant="line">
        <Tabs.List aria-label="Job state">
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {value === ATTENTION ? 'Needs attention' : JOB_STATE_LABELS[value].label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One panel per tab (each tab names its panel); the chosen one holds the list. */}
        {TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === tab && (
              <Stack gap="4">
                <HStack gap="3" align="flex-end" justify="space-between" wrap="wrap">
                  <Field.Root width="auto" minW="48">
                    <Field.Label htmlFor="background-jobs-queue">Queue</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field id="background-jobs-queue" value={queue} onChange={(e) => setQueue(e.currentTarget.value)}>
                        <option value="">All queues</option>
                        {(allCounts ?? []).map((c) => (
                          <option key={c.queue} value={c.queue}>
                            {queueLabel(c.queue)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      void jobs.refetch();
                      void counts.refetch();
                    }}
                  >
                    <LuRefreshCw />
                    Refresh
                  </Button>
                </HStack>
                <DataTable
                  label="Background jobs"
                  columns={columns}
                  rows={list?.items ?? []}
                  rowKey={(j) => j.id}
                  totalCount={list?.totalCount ?? 0}
                  {...paging}
                  loading={jobs.loading}
                />
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ConfirmDialog
        open={retrying !== null}
        title="Retry this job?"
        message={retrying ? `The ${jobName(retrying)} goes back to its queue and runs once more.` : ''}
        confirmLabel="Retry"
        busy={retryBusy}
        onConfirm={() => void confirmRetry()}
        onCancel={() => setRetrying(null)}
      />
    </Stack>
  );
}
