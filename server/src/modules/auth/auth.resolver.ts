import { MESSAGES } from '@portal/common/errors';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';
import { toUserView } from '../users/index.js';
import { LoginPayload, SuccessPayload } from './auth.types.js';

/** GraphQL adapter for sign-in and passwords. login, forgotPassword and resetPassword are open to anonymous callers. */
@Resolver()
export class AuthResolver {
  @Allow('public')
  @Mutation(() => LoginPayload)
  async login(@Arg('email', () => String) email: string, @Arg('password', () => String) password: string, @Ctx() ctx: RequestContext): Promise<LoginPayload> {
    const { accessToken, user } = await ctx.services.auth.login({ email, password }, { ip: ctx.ip });
    return { accessToken, user: toUserView(user) };
  }

  @Allow('auth.logout')
  @Mutation(() => Boolean, { description: 'Revokes the current token.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.auth.logout(await ctx.getActor());
    return true;
  }

  @Allow('public')
  @Mutation(() => SuccessPayload, { description: 'Always answers the same success, whether or not the e-mail is registered.' })
  async forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<SuccessPayload> {
    await ctx.services.auth.forgotPassword({ email }, { ip: ctx.ip });
    return { success: true, message: MESSAGES.forgotPasswordSent };
  }

  @Allow('public')
  @Mutation(() => SuccessPayload)
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SuccessPayload> {
    await ctx.services.auth.resetPassword({ token, newPassword });
    return { success: true, message: MESSAGES.resetDone };
  }
}
