import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import type { JobState } from '../../gql/graphql';

/** The states in the order the screen shows them, with their words and badge colours. */
export const JOB_STATE_LABELS: Readonly<Record<JobState, { label: string; palette: string }>> = {
  QUEUED: { label: 'Queued', palette: 'gray' },
  RUNNING: { label: 'Running', palette: 'blue' },
  RETRYING: { label: 'Retrying', palette: 'orange' },
  FAILED: { label: 'Failed', palette: 'red' },
  COMPLETED: { label: 'Completed', palette: 'green' },
};
export const JOB_STATES = Object.keys(JOB_STATE_LABELS) as JobState[];

const QUEUE_LABELS: Readonly<Record<string, string>> = {
  mail: 'Mail',
  'crm-sync': 'CRM sync',
  'renewal-scan': 'Renewal scan',
  'document-expiry-scan': 'Document expiry scan',
  'insurance-expiry-scan': 'Insurance expiry scan',
  purge: 'Purge',
  'webhook-delivery': 'Webhook delivery',
};

/** A queue in words; a queue this screen does not know shows as named. */
export const queueLabel = (queue: string) => QUEUE_LABELS[queue] ?? queue;

const moment = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the portal's time zone: "Mar 10, 2026, 12:30 AM"; nothing for no moment. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : moment.format(date);
}
