import {
  DEPARTMENT_STATUSES,
  FINAL_DECISIONS,
  PREQUAL_PRIORITIES,
  type DepartmentStatus,
  type FinalDecision,
  type PrequalPriority,
} from '@portal/common/domain/statuses';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { FormCategoryEnum, type FormCategory } from '../forms/index.js';

/**
 * The review pipeline's GraphQL types, shared by its lists, its decisions and the history: a
 * category's department decision, a row of the /admin/prequalification tabs, and one cycle of a company's
 * history. Money is an exact decimal string.
 */

export const DepartmentStatusEnum = asEnum(DEPARTMENT_STATUSES);
registerEnumType(DepartmentStatusEnum, { name: 'DepartmentStatus' });
export const FinalDecisionEnum = asEnum(FINAL_DECISIONS);
registerEnumType(FinalDecisionEnum, { name: 'FinalDecision', description: 'IN_PROGRESS is "Return to Vendor".' });
export const PrequalPriorityEnum = asEnum(PREQUAL_PRIORITIES);
registerEnumType(PrequalPriorityEnum, { name: 'PrequalPriority' });

/** One category's department decision (SAFETY_LITE stands for safety). */
@ObjectType('CategoryDecision')
export class CategoryDecisionType {
  @Field(() => ID) formId!: string;
  @Field(() => FormCategoryEnum) category!: FormCategory;
  @Field(() => DepartmentStatusEnum) status!: DepartmentStatus;
  @Field(() => String, { nullable: true }) mitigationPlan?: string | null;
  @Field(() => String, { nullable: true }) commentText?: string | null;
  @Field(() => String, { nullable: true }) aggregateLimit?: string | null;
  @Field(() => String, { nullable: true }) singleLimit?: string | null;
  @Field(() => String, { nullable: true }) bondingLimit?: string | null;
  @Field(() => Date, { nullable: true }) decidedAt?: Date | null;
  @Field(() => String, { nullable: true }) decidedByName?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "In the Department Review tab (prequalList): the business days this category's decision has waited since the cycle reached the departments, while it waits and when that is more than the overdue setting; null otherwise (decided, not overdue, other tabs and lists).",
  })
  overdueBusinessDays?: number | null;
}

/** A row of the prequalification tabs (In Progress to Renewal): the company and its newest cycle. */
@ObjectType('PrequalListItem')
export class PrequalListItemType {
  @Field(() => ID) prequalId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String, { nullable: true }) primaryContactName?: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail?: string | null;
  @Field(() => String, { description: 'The cycle, a year-month such as 2027-01.' }) instance!: string;
  @Field(() => String) prequalStatus!: string;
  @Field(() => PrequalPriorityEnum) priority!: PrequalPriority;
  @Field(() => Date, { nullable: true }) submittedAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'Days since the admin review sent it to the departments (department review).' })
  reviewDays?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'In a review tab (admin, department, final): the business days the review has waited, when that is more than the overdue setting (such rows sort first); null when not overdue. In the department review, while one of its categories is overdue (categoryStatuses.overdueBusinessDays says which).',
  })
  overdueBusinessDays?: number | null;
  @Field(() => [CategoryDecisionType], { description: 'Safety (or safety lite), financial, legal.' }) categoryStatuses!: CategoryDecisionType[];
  @Field(() => FinalDecisionEnum, { nullable: true }) finalStatus?: FinalDecision | null;
  @Field(() => String, { nullable: true, description: 'The last comment of a return or a final decision.' }) commentText?: string | null;
  @Field(() => Date, { nullable: true }) expiresAt?: Date | null;
}

/** One cycle of a company's Prequal History (newest first). */
@ObjectType('PrequalCycle')
export class PrequalCycleType {
  @Field(() => ID) prequalId!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => String) instance!: string;
  @Field(() => Int) year!: number;
  @Field(() => Int) month!: number;
  @Field(() => String) prequalStatus!: string;
  @Field(() => Date, { nullable: true }) submittedAt?: Date | null;
  @Field(() => FinalDecisionEnum, { nullable: true }) finalStatus?: FinalDecision | null;
  @Field(() => String, { nullable: true }) commentText?: string | null;
  @Field(() => Date, { nullable: true }) expiresAt?: Date | null;
  @Field(() => [CategoryDecisionType]) categoryStatuses!: CategoryDecisionType[];
}
