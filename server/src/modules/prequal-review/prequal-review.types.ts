import type { DepartmentStatus } from '@portal/common/domain/statuses';
import { Field, InputType } from 'type-graphql';
import { FormCategoryEnum, type FormCategory } from '../forms/index.js';
import { DepartmentStatusEnum } from '../prequal/index.js';
import type { FlagInput } from './decision-rules.js';
import type { CategoryDecisionInput } from './department-decision.js';

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
