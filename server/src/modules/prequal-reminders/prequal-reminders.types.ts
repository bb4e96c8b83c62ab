import { Field, ID, Int, ObjectType } from 'type-graphql';

/** A company whose prequalification forms wait unsubmitted (at least 7 days). */
@ObjectType('StalledVendor')
export class StalledVendorType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String, { description: 'The cycle, a year-month such as 2027-01.' }) instance!: string;
  @Field(() => Date, { description: 'When the clock started: the cycle began, or it was last returned to the vendor.' }) since!: Date;
  @Field(() => Boolean, { description: 'The clock started at a return to the vendor, not at the beginning.' }) returned!: boolean;
  @Field(() => Int, { description: 'Whole days since `since`.' }) days!: number;
}

/** One stage's overdue reviews, for the dashboard's flag. */
@ObjectType('OverdueStageCount')
export class OverdueStageCountType {
  @Field(() => String, { description: 'ADMIN, FINAL, or DEPARTMENT:<category> (DEPARTMENT:SAFETY, ...).' }) key!: string;
  @Field(() => String, { description: 'As the dashboard names it: Admin review, Safety review, Final review, ...' }) label!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int, { description: 'Business days the longest-waiting review of the stage has waited.' }) longest!: number;
}

/** A review waiting longer than the overdue setting. */
@ObjectType('OverdueReview')
export class OverdueReviewType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) instance!: string;
  @Field(() => String, { description: 'The stage key, as OverdueStageCount.key.' }) stageKey!: string;
  @Field(() => String) stageLabel!: string;
  @Field(() => Date, { description: 'When the review began waiting.' }) since!: Date;
  @Field(() => Int, { description: 'Business days (Monday to Friday, portal time zone) it has waited.' }) businessDays!: number;
}

@ObjectType('OverdueReviews')
export class OverdueReviewsType {
  @Field(() => Int, { description: 'The setting: a review waiting more business days than this is overdue.' }) businessDays!: number;
  @Field(() => [OverdueStageCountType], { description: 'Stages with overdue reviews and their counts.' }) stages!: OverdueStageCountType[];
  @Field(() => [OverdueReviewType], { description: 'One page of the overdue reviews (page, limit), longest waiting first.' }) reviews!: OverdueReviewType[];
  @Field(() => Int, { description: 'How many reviews are overdue in all (the pages together).' }) totalCount!: number;
}
