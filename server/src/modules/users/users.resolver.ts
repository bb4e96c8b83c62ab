import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';
import { fromUserRow, ProfileInput, toUserView, UpdateProfilePayload, UserPageType, UserType } from './users.types.js';

/** GraphQL adapter for users: translate, call the service, map. Permissions live in UsersService. */
@Resolver()
export class UsersResolver {
  @Allow('profile.read')
  @Query(() => UserType, { description: 'The signed-in user.' })
  async me(@Ctx() ctx: RequestContext): Promise<UserType> {
    return toUserView(await ctx.services.users.me(await ctx.getActor()));
  }

  @Allow('users.read')
  @Query(() => UserType)
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<UserType> {
    return toUserView(await ctx.services.users.get(await ctx.getActor(), id));
  }

  @Allow('users.list')
  @Query(() => UserPageType)
  async users(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 25 }) limit: number,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null,
  ): Promise<UserPageType> {
    const result = await ctx.services.users.list(await ctx.getActor(), { limit, page, search: search ?? '', vendorId });
    return { users: result.users.map(fromUserRow), totalCount: result.totalCount };
  }

  @Allow('profile.update')
  @Mutation(() => UpdateProfilePayload)
  async updateProfile(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProfileInput) input: ProfileInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateProfilePayload> {
    const { user, callerSessionEnded, pendingEmail } = await ctx.services.users.updateProfile(await ctx.getActor(), id, { ...input });
    // A new password of one's own ended this request's token too; the session goes on with a fresh one.
    return { user: toUserView(user), accessToken: callerSessionEnded ? await ctx.services.auth.issueToken(user) : null, pendingEmail };
  }
}
