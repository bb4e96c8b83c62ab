import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { COMPUTED_MEASURES, LIMIT_KINDS, type LimitKind } from './limit-rules.js';
import type { LimitRuleInput } from './prequal-limits.service.js';

export const LimitKindEnum = asEnum(LIMIT_KINDS);
registerEnumType(LimitKindEnum, { name: 'LimitKind', description: 'Which financial limit a rule suggests: SINGLE project, AGGREGATE or BONDING.' });

@ObjectType('LimitExplanation', { description: 'One limit rule applied to the financial answers.' })
export class LimitExplanationType {
  @Field(() => LimitKindEnum) limit!: LimitKind;
  @Field(() => String, { description: 'The rule in words: its description and formula.' }) rule!: string;
  @Field(() => GraphQLJSON, { description: 'What the rule read, by name (answers, measures, multiplier, cap), as exact decimal strings or null.' })
  inputs!: Record<string, string | null>;
  @Field(() => String, { nullable: true, description: "The rule's result (exact decimal string), or null when it does not apply." }) result!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it does not apply, or what changed its result (negative, capped).' }) note!: string | null;
}

@ObjectType('SuggestedLimits', {
  description: "A company's suggested financial limits from its current cycle's financial answers: each the smallest result of its rules.",
})
export class SuggestedLimitsType {
  @Field(() => String, { nullable: true }) singleLimit!: string | null;
  @Field(() => String, { nullable: true }) aggregateLimit!: string | null;
  @Field(() => String, { nullable: true }) bondingLimit!: string | null;
  @Field(() => [LimitExplanationType]) explanations!: LimitExplanationType[];
}

@ObjectType('LimitRule', { description: 'A rule suggesting a financial limit: basis x multiplier, at most cap.' })
export class LimitRuleType {
  @Field(() => ID) id!: string;
  @Field(() => LimitKindEnum) limit!: LimitKind;
  @Field(() => String, { description: `A computed measure (${COMPUTED_MEASURES.join(', ')}) or a financial answer's slug.` }) basis!: string;
  @Field(() => String) multiplier!: string;
  @Field(() => String, { nullable: true }) cap!: string | null;
  @Field(() => String) description!: string;
  @Field(() => Int) position!: number;
}

@InputType('LimitRuleInput')
export class LimitRuleInputType implements LimitRuleInput {
  @Field(() => LimitKindEnum) limit!: LimitKind;
  @Field(() => String) basis!: string;
  @Field(() => String, { description: 'Non-negative, at most 4 decimals.' }) multiplier!: string;
  @Field(() => String, { nullable: true, description: 'Exact money, at most 2 decimals.' }) cap?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}
