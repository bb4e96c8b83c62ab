import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { CreateInternalUserInput, fromUserRow, toUserView, UpdateUserInput, UserPageType, UserType } from './users.types.js';

/** GraphQL adapter for the Users screens' changes: translate, call UserAdminService, map. */
@Resolver()
export class UserAdminResolver {
  @Allow('users.listInternal')
  @Query(() => UserPageType, { description: 'The Internal tab of /admin/users (GET /users/harkins): the staff, by name.' })
  async internalUsers(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 25 }) limit: number,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<UserPageType> {
    const result = await ctx.services.users.listInternal(await ctx.getActor(), { limit, page, search: search ?? '' });
    return { users: result.users.map(fromUserRow), totalCount: result.totalCount };
  }

  @Allow('users.admin')
  @Mutation(() => UserType, { description: 'POST /users/admin/create-user: an internal user, active and approved.' })
  async createInternalUser(@Arg('input', () => CreateInternalUserInput) input: CreateInternalUserInput, @Ctx() ctx: RequestContext): Promise<UserType> {
    return toUserView(await ctx.services.userAdmin.createInternal(await ctx.getActor(), { ...input }));
  }

  @Allow('users.admin')
  @Mutation(() => UserType, { description: "An internal user's name, e-mail, phone, role and optional new password (which ends the user's sessions)." })
  async updateUser(
    @Arg('userId', () => ID) userId: string,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserType> {
    return toUserView(await ctx.services.userAdmin.update(await ctx.getActor(), userId, { ...input }));
  }

  @Allow('users.admin')
  @Mutation(() => UserType, { description: "Sets a user's password (the vendor tab's edit password); ends the user's sessions." })
  async setUserPassword(@Arg('userId', () => ID) userId: string, @Arg('password', () => String) password: string, @Ctx() ctx: RequestContext): Promise<UserType> {
    return toUserView(await ctx.services.userAdmin.update(await ctx.getActor(), userId, { password }));
  }

  @Allow('users.admin')
  @Mutation(() => UserType, { description: 'PATCH /users/{id}/activation: deactivating ends every session of the user at once.' })
  async setUserActive(@Arg('userId', () => ID) userId: string, @Arg('isActive', () => Boolean) isActive: boolean, @Ctx() ctx: RequestContext): Promise<UserType> {
    return toUserView(await ctx.services.userAdmin.setActive(await ctx.getActor(), userId, { isActive }));
  }

  @Allow('users.manage')
  @Mutation(() => Boolean, { description: 'DELETE /users/{id}: company admins and one own account cannot be deleted.' })
  async deleteUser(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: RequestContext,
    @Arg('hardDelete', () => Boolean, { nullable: true }) hardDelete?: boolean | null,
  ): Promise<boolean> {
    await ctx.services.userAdmin.delete(await ctx.getActor(), userId, { hardDelete: hardDelete ?? undefined });
    return true;
  }

  @Allow('users.manage')
  @Mutation(() => UserType, { description: 'PATCH|PUT /users/set-company-admin/{vendorId}/{userId}: a company keeps at least one company admin.' })
  async setCompanyAdmin(
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('userId', () => ID) userId: string,
    @Arg('isVendorAdmin', () => Boolean) isVendorAdmin: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<UserType> {
    return toUserView(await ctx.services.userAdmin.setCompanyAdmin(await ctx.getActor(), vendorId, userId, { isVendorAdmin }));
  }
}
