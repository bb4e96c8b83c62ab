import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';
import { LookupOptionType } from './lookups.types.js';

/** GraphQL adapter for the lookup lists (public). */
@Resolver()
export class LookupsResolver {
  @Allow('public')
  @Query(() => [LookupOptionType], {
    description:
      "A lookup list by name (regions, marketSectors, certifications, laborTypes, workTypes, scopeOptions, companyPerformActions, howHeard, yesNo, bondable, countries) or the trades of a work type (name 'trades', key = work type) or a country's regions (name 'countryRegions', key = country).",
  })
  lookup(@Arg('name', () => String) name: string, @Ctx() ctx: RequestContext, @Arg('key', () => String, { nullable: true }) key?: string | null): LookupOptionType[] {
    return ctx.services.lookups.list(null, name, key).map((o) => ({ label: o.label, value: o.value }));
  }
}
