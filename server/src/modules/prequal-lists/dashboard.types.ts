import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { CategoryCount, Dashboard, DashboardCount, DepartmentCount } from './prequal-dashboard.service.js';

@ObjectType('DashboardCount')
export class DashboardCountType implements DashboardCount {
  @Field(() => Int) pending!: number;
}

@ObjectType('CategoryCount', { description: "One form category's pending department decisions." })
export class CategoryCountType implements CategoryCount {
  @Field(() => String, { description: 'The form category (SAFETY, SAFETY_LITE, FINANCIAL, LEGAL, ...).' }) key!: string;
  @Field(() => String, { description: 'As the form builder names it.' }) label!: string;
  @Field(() => Int) pending!: number;
}

@ObjectType('DepartmentCount', { description: "One department's card: its pending decisions, each of its categories included." })
export class DepartmentCountType implements DepartmentCount {
  @Field(() => String, { description: 'The department (SAFETY, FINANCIAL, LEGAL, ...).' }) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Int, { description: 'The pending decisions of all its categories (Safety counts Safety Lite).' }) pending!: number;
  @Field(() => [CategoryCountType]) categories!: CategoryCount[];
}

/** The admin dashboard's cards, with the field names of GET /admin/dashboard. */
@ObjectType('Dashboard')
export class DashboardType implements Dashboard {
  @Field(() => DashboardCountType, { description: 'Registrations waiting on approval (SUBMITTED).' }) registration!: DashboardCount;
  @Field(() => DashboardCountType, { description: 'Users awaiting account approval (PENDING).' }) accountCreation!: DashboardCount;
  @Field(() => DashboardCountType) inProgress!: DashboardCount;
  @Field(() => DashboardCountType) adminReview!: DashboardCount;
  @Field(() => DashboardCountType, { description: 'Pending safety decisions of the companies in department review.' }) safety!: DashboardCount;
  @Field(() => DashboardCountType, { description: 'Pending safety lite decisions of the companies in department review.' }) safety_lite!: DashboardCount;
  @Field(() => DashboardCountType) financial!: DashboardCount;
  @Field(() => DashboardCountType) legal!: DashboardCount;
  @Field(() => DashboardCountType) finalReview!: DashboardCount;
  @Field(() => Int, { description: 'Completed companies whose final decision approves.' }) completed!: number;
  @Field(() => Int, { description: 'Companies awaiting renewal.' }) renewal!: number;
  @Field(() => GraphQLJSON, { description: 'The current month and the next five, YYYY-MM -> completed cycles reaching their 11th month then.' })
  upcoming11thMonthMark!: Record<string, number>;
}
