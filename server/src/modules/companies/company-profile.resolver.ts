import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { CompanyProfileType, RelatedAccountsType } from './company-profile.types.js';

/** GraphQL adapter for the company page's ERP id, CRM link and related accounts. Rules live in the services. */
@Resolver()
export class CompanyProfileResolver {
  @Allow('companyDetail.read')
  @Query(() => CompanyProfileType, { description: "A company's CRM account and link, and its ERP id." })
  async companyProfile(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<CompanyProfileType> {
    return ctx.services.companyProfile.profile(await ctx.getActor(), vendorId);
  }

  @Allow('companies.update')
  @Mutation(() => CompanyProfileType, {
    description: 'Sets the ERP id (blank clears it; at most 64 characters), audited. With `version`, refused with CONFLICT when the company has moved on.',
  })
  async setCompanyErpId(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('hb_erpid', () => String, { nullable: true }) hbErpid: string | null,
    @Arg('version', () => Int, { nullable: true }) version?: number | null,
  ): Promise<CompanyProfileType> {
    return ctx.services.companyProfile.setErpId(await ctx.getActor(), vendorId, { hb_erpid: hbErpid }, version ?? null);
  }

  @Allow('companyDetail.read')
  @Query(() => RelatedAccountsType, { description: "An account's parent and child accounts; accountId is the company's CRM account id." })
  async relatedAccounts(@Ctx() ctx: RequestContext, @Arg('accountId', () => String) accountId: string): Promise<RelatedAccountsType> {
    return ctx.services.relatedAccounts.list(await ctx.getActor(), accountId);
  }

  @Allow('companies.update')
  @Mutation(() => RelatedAccountsType, { description: 'Links a parent account: never the account itself, never both parent and child, never a circle.' })
  async addParentAccount(
    @Ctx() ctx: RequestContext,
    @Arg('accountId', () => String) accountId: string,
    @Arg('parentAccountId', () => String) parentAccountId: string,
  ): Promise<RelatedAccountsType> {
    return ctx.services.relatedAccounts.add(await ctx.getActor(), accountId, 'parent', parentAccountId);
  }

  @Allow('companies.update')
  @Mutation(() => RelatedAccountsType, { description: 'Links a child account: never the account itself, never both parent and child, never a circle.' })
  async addChildAccount(
    @Ctx() ctx: RequestContext,
    @Arg('accountId', () => String) accountId: string,
    @Arg('childAccountId', () => String) childAccountId: string,
  ): Promise<RelatedAccountsType> {
    return ctx.services.relatedAccounts.add(await ctx.getActor(), accountId, 'child', childAccountId);
  }

  @Allow('companies.update')
  @Mutation(() => RelatedAccountsType, { description: 'Removes a parent account link.' })
  async removeParentAccount(
    @Ctx() ctx: RequestContext,
    @Arg('accountId', () => String) accountId: string,
    @Arg('parentAccountId', () => String) parentAccountId: string,
  ): Promise<RelatedAccountsType> {
    return ctx.services.relatedAccounts.remove(await ctx.getActor(), accountId, 'parent', parentAccountId);
  }

  @Allow('companies.update')
  @Mutation(() => RelatedAccountsType, { description: 'Removes a child account link.' })
  async removeChildAccount(
    @Ctx() ctx: RequestContext,
    @Arg('accountId', () => String) accountId: string,
    @Arg('childAccountId', () => String) childAccountId: string,
  ): Promise<RelatedAccountsType> {
    return ctx.services.relatedAccounts.remove(await ctx.getActor(), accountId, 'child', childAccountId);
  }
}
