import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { departmentCounts, type DepartmentCount } from './prequal-dashboard.service.js';
import { DashboardType, DepartmentCountType } from './dashboard.types.js';

/**
 * The dashboard's field beyond the specification: the documents expired or expiring within 30 days. A
 * statement of its own, run only when a query asks for it, so the specification's cards stay one statement
 * (dashboard.query.ts). The dashboard query itself declares the permission (prequal.list); the service checks it
 * again.
 */
@Resolver(() => DashboardType)
export class DashboardFieldsResolver {
  @FieldResolver(() => Int, { description: 'Documents that have expired or expire within 30 days (beyond the specification).' })
  async expiringDocuments(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.prequalDashboard.expiringDocuments(await ctx.getActor());
  }

  @FieldResolver(() => [DepartmentCountType], {
    description: "Each department's card in the screens' order (the category registry's), its categories' counts inside; the cards iterate it.",
  })
  departments(@Root() dashboard: DashboardType): DepartmentCount[] {
    return departmentCounts(dashboard);
  }
}
