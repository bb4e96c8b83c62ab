import { FINAL_DECISIONS } from '@portal/common/domain/statuses';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { SortOrderEnum } from '../companies/index.js';
import { DashboardType } from './dashboard.types.js';
import type { PrequalListInput } from './prequal-list.service.js';
import { PrequalCycleType, PrequalListPageType } from '../prequal/index.js';

/** GraphQL adapter for the prequalification tabs, the dashboard and a company's history. Rules live in the services. */
@Resolver()
export class PrequalListsResolver {
  @Allow('prequal.list')
  @Query(() => PrequalListPageType, {
    description:
      'A tab of /admin/prequalification: the companies of one prequal status (IN_PROGRESS, ADMIN_REVIEW_PENDING, DEPARTMENT_REVIEW_PENDING, FINAL_REVIEW_PENDING, COMPLETED, AWAITING_RENEWAL or RENEWAL for the Renewal tab), each with its newest cycle. ' +
      `finalApprovalStatus (COMPLETED only): all or blank for every one, else ${FINAL_DECISIONS.join(', ')}. sortField: companyName | submittedAt | priority | expiresAt (default submittedAt DESC).`,
  })
  async prequalList(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => String) status: string,
    @Arg('finalApprovalStatus', () => String, { nullable: true }) finalApprovalStatus?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('sortField', () => String, { nullable: true }) sortField?: string | null,
    @Arg('sortOrder', () => SortOrderEnum, { nullable: true }) sortOrder?: 'ASC' | 'DESC' | null,
  ): Promise<PrequalListPageType> {
    return ctx.services.prequalList.list(await ctx.getActor(), {
      status,
      finalApprovalStatus: finalApprovalStatus as PrequalListInput['finalApprovalStatus'],
      search: search ?? '',
      page: page ?? undefined,
      limit: limit ?? undefined,
      sortField,
      sortOrder,
    });
  }

  @Allow('prequal.list')
  @Query(() => [PrequalCycleType], { description: "A company's Prequal History: every cycle (instance), newest first, with its decisions." })
  async prequalHistory(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<PrequalCycleType[]> {
    return ctx.services.prequalHistory.history(await ctx.getActor(), vendorId);
  }

  @Allow('prequal.list')
  @Query(() => DashboardType, { description: "The admin dashboard's cards; each number is its tab's total." })
  async dashboard(@Ctx() ctx: RequestContext): Promise<DashboardType> {
    return ctx.services.prequalDashboard.dashboard(await ctx.getActor());
  }
}
