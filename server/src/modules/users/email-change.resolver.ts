import { EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { EmailChangeConfirmation } from './email-change.types.js';

/** GraphQL adapter of the e-mail confirmation link (the /confirm-email page). The link's secret is the credential. */
@Resolver()
export class EmailChangeResolver {
  @Allow('public')
  @Mutation(() => EmailChangeConfirmation, {
    description:
      'Makes the e-mail change a confirmation link names (once, before it expires). Every session of the account ends; the next sign-in is with the new address. A refusal carries extensions.type: EmailChangeTokenInvalid, EmailChangeTokenExpired, EmailChangeTokenUsed or EmailChangeAddressUnavailable.',
  })
  async confirmEmailChange(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<EmailChangeConfirmation> {
    const { email } = await ctx.services.users.confirmEmailChange({ token });
    return { email, message: EMAIL_CHANGE_MESSAGES.confirmed };
  }
}
