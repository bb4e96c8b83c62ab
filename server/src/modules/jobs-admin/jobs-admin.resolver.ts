import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import type { JobState } from './jobs-admin.service.js';
import { BackgroundJobPageType, BackgroundJobType, JobStateEnum, QueueCountsType } from './jobs-admin.types.js';

/** GraphQL adapter of the background jobs screen. Rules live in JobsAdminService. */
@Resolver()
export class JobsAdminResolver {
  @Allow('jobs.read')
  @Query(() => BackgroundJobPageType, {
    description: "Background jobs, newest first, paged (limit 1-100, default 25). Without state: FAILED and RETRYING. queue: one of the portal's queues.",
  })
  async backgroundJobs(
    @Ctx() ctx: RequestContext,
    @Arg('state', () => JobStateEnum, { nullable: true }) state?: JobState | null,
    @Arg('queue', () => String, { nullable: true }) queue?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<BackgroundJobPageType> {
    return ctx.services.jobsAdmin.list(await ctx.getActor(), { state, queue, page, limit });
  }

  @Allow('jobs.read')
  @Query(() => [QueueCountsType], { description: "Each queue's jobs by state." })
  async queueCounts(@Ctx() ctx: RequestContext): Promise<QueueCountsType[]> {
    return ctx.services.jobsAdmin.counts(await ctx.getActor());
  }

  @Allow('jobs.retry')
  @Mutation(() => BackgroundJobType, { description: 'Puts a FAILED job back in its queue for one more try (CONFLICT unless it is FAILED). Audited.' })
  async retryJob(@Ctx() ctx: RequestContext, @Arg('queue', () => String) queue: string, @Arg('id', () => ID) id: string): Promise<BackgroundJobType> {
    return ctx.services.jobsAdmin.retry(await ctx.getActor(), { queue, id });
  }
}
