import type { PrequalPriority } from '@portal/common/domain/statuses';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { PrequalCycleType, PrequalFormSetType, PrequalListItemType, PrequalPriorityEnum, toPrequalFormSetView } from '../prequal/index.js';

/** GraphQL adapter for staff actions on a company's cycle (priority, submitted date, delete forms, renewal). Rules live in the services. */
@Resolver()
export class PrequalStaffResolver {
  // A department review table cell: the roles that work that table (the reviewer included) set it.
  @Allow('prequal.departmentDecide')
  @Mutation(() => PrequalListItemType, { description: "The newest cycle's priority in the department review table." })
  async setPrequalPriority(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('priority', () => PrequalPriorityEnum) priority: PrequalPriority,
  ): Promise<PrequalListItemType> {
    return ctx.services.prequalStaff.setPriority(await ctx.getActor(), vendorId, priority);
  }

  @Allow('prequal.editSubmissionDate')
  @Mutation(() => PrequalCycleType, {
    description: "A cycle's submitted date: required, within one year before to one year after today (BAD_USER_INPUT with fieldErrors.submittedAt).",
  })
  async setPrequalSubmittedAt(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('instance', () => String) instance: string,
    @Arg('submittedAt', () => Date) submittedAt: Date,
  ): Promise<PrequalCycleType> {
    return ctx.services.prequalStaff.setSubmittedAt(await ctx.getActor(), vendorId, { instance, submittedAt });
  }

  @Allow('prequal.review')
  @Mutation(() => Boolean, {
    description:
      "Deletes an in-progress cycle's three forms and the cycle; the company goes back to NOT_STARTED, or AWAITING_RENEWAL when it has an earlier completed cycle.",
  })
  async deletePrequalForms(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string, @Arg('instance', () => String) instance: string): Promise<boolean> {
    return ctx.services.prequalStaff.deleteForms(await ctx.getActor(), vendorId, instance);
  }

  @Allow('prequal.review')
  @Mutation(() => PrequalFormSetType, {
    description:
      "Start Renewal: from COMPLETED or AWAITING_RENEWAL, a new cycle in progress on the newest templates, pre-filled with the last completed cycle's answers that still fit.",
  })
  async startRenewal(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<PrequalFormSetType> {
    return toPrequalFormSetView(await ctx.services.prequalRenewal.startRenewal(await ctx.getActor(), vendorId));
  }
}
