import type { TaxIdVerificationInput } from '@portal/common/validation/tax-id';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';
import { TaxIdVerificationType } from './tax-id.types.js';

/** GraphQL adapter for tax-ID verification (open to anonymous visitors; the service rate-limits it). */
@Resolver()
export class TaxIdResolver {
  @Allow('public')
  @Query(() => TaxIdVerificationType, {
    description: "Open to anonymous visitors (rate limited). `from` is 'register' on the registration screen; draftVendors are listed on both screens.",
  })
  async verifyTaxId(
    @Arg('taxId', () => String) taxId: string,
    @Ctx() ctx: RequestContext,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
  ): Promise<TaxIdVerificationType> {
    // Public: the caller's token (even a stale one) plays no part.
    // `from` is a free string in the schema; the service refuses anything but 'register' in words.
    return ctx.services.taxId.verify(null, { taxId, from: from as TaxIdVerificationInput['from'] }, { ip: ctx.ip });
  }
}
