import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { RegistrationEditArgs, writeOf } from './company-form.args.js';
import { toRegistrationView, VendorRegistrationType } from './company.types.js';

/** GraphQL adapter for a company's profile: translate, call the service, map. Rules live in the services. */
@Resolver()
export class CompaniesResolver {
  @Allow('generalInfo.update')
  @Mutation(() => VendorRegistrationType, {
    description:
      'General info (source=generalInfo): relaxed validation; taxId and companyName cannot change. VENDOR_ADMIN of the company, or internal roles that may edit company detail.',
  })
  async updateGeneralInfo(@Args(() => RegistrationEditArgs) args: RegistrationEditArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.generalInfo.update(await ctx.getActor(), args.vendorId, await writeOf(args)));
  }
}
