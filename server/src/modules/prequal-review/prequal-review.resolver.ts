import type { DepartmentStatus, FinalDecision } from '@portal/common/domain/statuses';
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { FormCategoryEnum, type FormCategory } from '../forms/index.js';
import type { FlagInput } from './decision-rules.js';
import type { CategoryDecisionInput } from './department-decision.js';
import { DepartmentStatusEnum, FinalDecisionEnum, PrequalListItemType } from '../prequal/index.js';

/** A question the admin reviewer flags when returning the forms: the form (category), the answer's path, a note. */
@InputType('PrequalFlagInput')
export class PrequalFlagInput implements FlagInput {
  @Field(() => FormCategoryEnum) category!: FormCategory;
  @Field(() => String, { description: "The question's path in its form: a slug, or group.row.child in a repeatable group." }) path!: string;
  @Field(() => String, { description: 'Under 255 characters.' }) note!: string;
}

/** One category's department decision; what each decision needs is in docs/api/prequal-review.md. */
@InputType('DepartmentDecisionInput')
export class DepartmentDecisionInput implements CategoryDecisionInput {
  @Field(() => FormCategoryEnum, { description: 'SAFETY (or SAFETY_LITE) names the safety tab.' }) category!: FormCategory;
  @Field(() => DepartmentStatusEnum) status!: DepartmentStatus;
  @Field(() => String, { nullable: true }) mitigationPlan?: string | null;
  @Field(() => String, { nullable: true }) commentText?: string | null;
  @Field(() => String, { nullable: true, description: 'Exact money: "$1,250,000.00" or "1250000"; at most 2 decimals.' }) aggregateLimit?: string | null;
  @Field(() => String, { nullable: true }) singleLimit?: string | null;
  @Field(() => String, { nullable: true }) bondingLimit?: string | null;
}

/** GraphQL adapter for the review pipeline's decisions: translate, call the service. Rules live in prequal-review.service.ts. */
@Resolver()
export class PrequalReviewResolver {
  @Allow('prequal.review')
  @Mutation(() => PrequalListItemType, {
    description:
      'Admin review: approve sends the cycle to DEPARTMENT_REVIEW_PENDING; a return (approve false) needs commentText and may flag questions; the forms reopen for the vendor.',
  })
  async adminReview(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('commentText', () => String, { nullable: true }) commentText?: string | null,
    @Arg('flags', () => [PrequalFlagInput], { nullable: true }) flags?: PrequalFlagInput[] | null,
  ): Promise<PrequalListItemType> {
    return ctx.services.prequalReview.adminReview(await ctx.getActor(), vendorId, { approve, commentText, flags: flags?.map((f) => ({ ...f })) });
  }

  @Allow('prequal.departmentDecide')
  @Mutation(() => PrequalListItemType, {
    description: "One category's department decision (final once made); the third category decided moves the cycle to FINAL_REVIEW_PENDING.",
  })
  async departmentDecision(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => DepartmentDecisionInput) input: DepartmentDecisionInput,
  ): Promise<PrequalListItemType> {
    return ctx.services.prequalReview.departmentDecision(await ctx.getActor(), vendorId, { ...input });
  }

  @Allow('prequal.review')
  @Mutation(() => PrequalListItemType, {
    description:
      'The final decision: FINAL_APPROVED* complete the cycle (expiring a year later); FINAL_REJECTED completes it without expiry; IN_PROGRESS returns it to the vendor. Rejection and return need commentText.',
  })
  async finalDecision(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('status', () => FinalDecisionEnum) status: FinalDecision,
    @Arg('commentText', () => String, { nullable: true }) commentText?: string | null,
  ): Promise<PrequalListItemType> {
    return ctx.services.prequalReview.finalDecision(await ctx.getActor(), vendorId, status, commentText);
  }

  @Allow('prequal.departmentDecide')
  @Mutation(() => PrequalListItemType, { description: "The financial category's three limits, exact money (department review or final review)." })
  async setFinancialLimits(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('singleLimit', () => String) singleLimit: string,
    @Arg('bondingLimit', () => String) bondingLimit: string,
    @Arg('aggregateLimit', () => String) aggregateLimit: string,
  ): Promise<PrequalListItemType> {
    return ctx.services.prequalReview.setFinancialLimits(await ctx.getActor(), vendorId, { singleLimit, bondingLimit, aggregateLimit });
  }

  @Allow('prequal.departmentDecide')
  @Mutation(() => PrequalListItemType, { description: 'Mitigation plans by tab: { SAFETY, FINANCIAL, LEGAL } (each a text or null); tabs not named are kept.' })
  async setMitigationPlans(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('plans', () => GraphQLJSON) plans: unknown,
  ): Promise<PrequalListItemType> {
    return ctx.services.prequalReview.setMitigationPlans(await ctx.getActor(), vendorId, plans);
  }
}
