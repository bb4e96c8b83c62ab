import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { COMPANY_DELETED_MESSAGE } from './company-delete.service.js';
import { CompanyPageType, DeletedCompanyType } from './companies-list.types.js';
import { SortOrderEnum } from './company.types.js';

/** GraphQL adapter for the Companies list, the qualified-vendor search and a company's delete. Rules live in the services. */
@Resolver()
export class CompaniesListResolver {
  @Allow('companies.list')
  @Query(() => CompanyPageType, {
    description:
      'The Companies list (every company past its draft; mode "approved": approved companies only), searched by company name, ' +
      'sortField companyName | approvalStatus | createdAt (default companyName ASC). The qualified-vendor search filters by trade ' +
      '(primary or secondary), region, marketSector, certification, prequalStatus (overall status) and minSingleLimit (the newest approved ' +
      "prequalification's single limit at least this, not expired); each row's qualifications say why it matches.",
  })
  async companies(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('sortField', () => String, { nullable: true }) sortField?: string | null,
    @Arg('sortOrder', () => SortOrderEnum, { nullable: true }) sortOrder?: 'ASC' | 'DESC' | null,
    @Arg('mode', () => String, { nullable: true }) mode?: string | null,
    @Arg('trade', () => String, { nullable: true }) trade?: string | null,
    @Arg('region', () => String, { nullable: true }) region?: string | null,
    @Arg('marketSector', () => String, { nullable: true }) marketSector?: string | null,
    @Arg('certification', () => String, { nullable: true }) certification?: string | null,
    @Arg('prequalStatus', () => String, { nullable: true }) prequalStatus?: string | null,
    @Arg('minSingleLimit', () => String, { nullable: true }) minSingleLimit?: string | null,
  ): Promise<CompanyPageType> {
    const answer = await ctx.services.companiesList.list(await ctx.getActor(), {
      search: search ?? '',
      page: page ?? undefined,
      limit: limit ?? undefined,
      sortField,
      sortOrder,
      mode,
      trade,
      region,
      marketSector,
      certification,
      prequalStatus: prequalStatus as never,
      minSingleLimit,
    });
    return { totalCount: answer.totalCount, vendors: answer.vendors.map((v) => ({ ...v, associatedProjects: v.associatedProjects ?? [] })) };
  }

  @Allow('companies.delete')
  @Mutation(() => DeletedCompanyType, {
    description:
      'Deletes a company with its contacts, users, prequalification cycles, files and project links, in one transaction (audited). Refused while its prequalification is under review.',
  })
  async deleteCompany(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<DeletedCompanyType> {
    const deleted = await ctx.services.companyDelete.delete(await ctx.getActor(), vendorId);
    return { success: true, message: COMPANY_DELETED_MESSAGE, ...deleted };
  }
}
