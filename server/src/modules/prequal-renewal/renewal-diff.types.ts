import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { FormCategoryEnum, type FormCategory } from '../forms/index.js';
import { CategoryDecisionType } from '../prequal/index.js';

@ObjectType('RenewalQuestionChange', { description: 'One changed question: before and after as stored (null = unanswered).' })
export class RenewalQuestionChangeType {
  @Field(() => String, { description: 'slug, or groupSlug.rowIndex.childSlug in a repeatable group.' }) path!: string;
  @Field(() => String, { description: "The question's label in the current template version." }) label!: string;
  @Field(() => GraphQLJSON, { nullable: true }) before?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) after?: unknown;
}

@ObjectType('RenewalCategoryChanges')
export class RenewalCategoryChangesType {
  @Field(() => FormCategoryEnum, { description: "The current form's category (SAFETY_LITE stands for the safety tab)." }) category!: FormCategory;
  @Field(() => Boolean, { description: 'Last cycle had the other safety form: the whole form counts as changed.' }) categoryChanged!: boolean;
  @Field(() => Int) changed!: number;
  @Field(() => [RenewalQuestionChangeType]) questions!: RenewalQuestionChangeType[];
  @Field(() => CategoryDecisionType, { nullable: true, description: "Last cycle's decision of this tab (its limits), when the category is the same." })
  previousDecision?: CategoryDecisionType | null;
}

@ObjectType('RenewalChanges')
export class RenewalChangesType {
  @Field(() => String, { nullable: true, description: 'The instance the newest cycle renews; null when it renews nothing.' }) previousInstance?: string | null;
  @Field(() => [RenewalCategoryChangesType]) categories!: RenewalCategoryChangesType[];
}
