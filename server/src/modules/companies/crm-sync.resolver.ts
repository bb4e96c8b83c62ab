import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { CrmSyncStateType } from './crm-sync.types.js';

/** GraphQL adapter for "Sync with 365". Rules live in CrmSyncService. */
@Resolver()
export class CrmSyncResolver {
  @Allow('companies.crmSync')
  @Mutation(() => CrmSyncStateType, {
    description:
      "Writes the company's account to Dynamics 365 again, as a background job (answers PENDING; the company profile's crmSync says how it went). The roles that edit company detail, or the company's own admin. CONFLICT before the registration is approved (no account yet).",
  })
  async syncCompanyToCrm(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<CrmSyncStateType> {
    return ctx.services.crmSync.request(await ctx.getActor(), vendorId);
  }
}
