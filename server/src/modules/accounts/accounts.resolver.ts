import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';
import { SuccessPayload } from '../auth/index.js';
import type { Priority } from '../users/index.js';
import { fromUserRow, PriorityEnum, toUserView, UserPageType, UserType } from '../users/index.js';
import { CompanyUserInput, SignUpInput } from './accounts.types.js';

/** GraphQL adapter for vendor user accounts: sign-up and the admins' Account Creation tab. Rules live in AccountsService. */
@Resolver()
export class AccountsResolver {
  @Allow('accounts.list')
  @Query(() => UserPageType, { description: 'Account Creation tab: users awaiting approval.' })
  async pendingAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 25 }) limit: number,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<UserPageType> {
    const { users, totalCount } = await ctx.services.accounts.pending(await ctx.getActor(), { page, limit, search: search ?? '' });
    return { users: users.map((u) => ({ ...fromUserRow(u), roleOnApproval: u.roleOnApproval })), totalCount };
  }

  @Allow('public')
  @Mutation(() => SuccessPayload, { description: "Vendor user sign-up for an approved company's account: 'Request has been sent, please wait for Approval'." })
  async signUp(
    @Arg('accountNumber', () => String) accountNumber: string,
    @Arg('input', () => SignUpInput) input: SignUpInput,
    @Ctx() ctx: RequestContext,
    @Arg('taxId', () => String, {
      nullable: true,
      description: "The verified tax ID, for a CRM account no portal company has yet (verifyTaxId's crmAccounts): the company comes in with the user.",
    })
    taxId?: string | null,
  ): Promise<SuccessPayload> {
    await ctx.services.accounts.signUp(null, accountNumber, { ...input }, { ip: ctx.ip }, { taxId });
    return { success: true, message: ONBOARDING_MESSAGES.signUpSent };
  }

  @Allow('users.manage')
  @Mutation(() => UserType, {
    description: "Adds a user to a company (its company admin, or the system admin): 'User added successfully. Wait for the approval from admin.'",
  })
  async createCompanyUser(
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => CompanyUserInput) input: CompanyUserInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserType> {
    return toUserView(await ctx.services.accounts.createCompanyUser(await ctx.getActor(), { vendorId }, { ...input }));
  }

  @Allow('accounts.approve')
  @Mutation(() => UserType, { description: 'Account Creation: approve, or reject with a required comment.' })
  async setUserRegistrationStatus(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => ID) userId: string,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('commentText', () => String, { nullable: true }) commentText?: string | null,
  ): Promise<UserType> {
    return toUserView(await ctx.services.accounts.decide(await ctx.getActor(), userId, { approve, commentText }));
  }

  @Allow('accounts.priority')
  @Mutation(() => UserType)
  async setUserPriority(
    @Arg('userId', () => ID) userId: string,
    @Arg('priority', () => PriorityEnum) priority: Priority,
    @Ctx() ctx: RequestContext,
  ): Promise<UserType> {
    return toUserView(await ctx.services.accounts.setPriority(await ctx.getActor(), userId, { priority }));
  }
}
