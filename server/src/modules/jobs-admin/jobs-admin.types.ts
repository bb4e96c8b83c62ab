import { Field, ID, Int, ObjectType } from 'type-graphql';
import { listOptionsType, pageType } from '../../operations/list-binding.js';
import type { BackgroundJobView, QueueCountsView } from './jobs-admin.service.js';
import { JOBS_LIST, JobStateEnum, type JobState } from './jobs-list.js';

export { JobStateEnum };

@ObjectType('BackgroundJob', { description: 'A background job of /admin/jobs. Its payload is never shown: only a safe summary.' })
export class BackgroundJobType implements BackgroundJobView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The queue: mail, crm-sync, renewal-scan, document-expiry-scan or purge.' }) queue!: string;
  @Field(() => JobStateEnum) state!: JobState;
  @Field(() => Int, { description: 'Tries already retried (0 on the first try).' }) retryCount!: number;
  @Field(() => Int, { description: 'Retries allowed after the first try.' }) retryLimit!: number;
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date, { nullable: true }) startedOn!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it completed or failed for good.' }) completedOn!: Date | null;
  @Field(() => Date, { description: 'When a queued or retrying job runs next.' }) startAfter!: Date;
  @Field(() => String, { nullable: true, description: "A failed or retrying job's last error message (addresses masked, links cut)." }) error!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "One safe line: a mail's masked recipient and subject (\"To: a***@example.com — Subject\"), a CRM sync's company id, a scan's name.",
  })
  summary!: string | null;
  @Field(() => String, { nullable: true, description: 'The request that queued the job (x-request-id), to find its log lines.' }) requestId!: string | null;
}

export const BackgroundJobPageType = pageType('BackgroundJobPage', () => BackgroundJobType);
export const BackgroundJobsListOptions = listOptionsType('BackgroundJobs', JOBS_LIST);

@ObjectType('QueueCounts', { description: "One queue's jobs by state." })
export class QueueCountsType implements QueueCountsView {
  @Field(() => String) queue!: string;
  @Field(() => Int) queued!: number;
  @Field(() => Int) running!: number;
  @Field(() => Int) retrying!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) completed!: number;
}
