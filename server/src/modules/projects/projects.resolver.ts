import { PROJECT_MESSAGES } from '@portal/common/domain/projects';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { SortOrderEnum } from '../companies/index.js';
import {
  CompanyProjectsType,
  CrmOpportunityPageType,
  ImportProjectsPayloadType,
  ProjectActionEnum,
  ProjectPageType,
  ProjectType,
  type ProjectAction,
} from './projects.types.js';
import type { OpportunitiesInput, ProjectsListInput } from './projects.service.js';

/** GraphQL adapter for projects: translate, call the service, map. The rules live in ProjectsService. */
@Resolver()
export class ProjectsResolver {
  @Allow('projects.list')
  @Query(() => ProjectPageType, {
    description:
      'The Projects list, searched by number or name. sortField: projectNumber | projectName | projectStage | projectVolume | startDate | endDate | createdAt (default createdAt DESC).',
  })
  async projects(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('sortField', () => String, { nullable: true }) sortField?: string | null,
    @Arg('sortOrder', () => SortOrderEnum, { nullable: true }) sortOrder?: 'ASC' | 'DESC' | null,
  ): Promise<ProjectPageType> {
    return ctx.services.projects.list(await ctx.getActor(), {
      page: page ?? undefined,
      limit: limit ?? undefined,
      search: search ?? '',
      sortField: sortField as ProjectsListInput['sortField'],
      sortOrder,
    });
  }

  @Allow('projects.read')
  @Query(() => CompanyProjectsType, { description: "A company's assigned projects (a vendor: its own company's only)." })
  async companyProjects(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<CompanyProjectsType> {
    return ctx.services.projects.companyProjects(await ctx.getActor(), vendorId);
  }

  @Allow('projects.import')
  @Query(() => CrmOpportunityPageType, {
    description:
      "A page of the CRM's opportunities for the import screen, paged with the CRM's skip token (pass the previous answer's skiptoken for the next page). search: empty or 3 or more characters.",
  })
  async crmOpportunities(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('sortField', () => String, { nullable: true }) sortField?: string | null,
    @Arg('sortOrder', () => SortOrderEnum, { nullable: true }) sortOrder?: 'ASC' | 'DESC' | null,
    @Arg('skiptoken', () => String, { nullable: true }) skiptoken?: string | null,
  ): Promise<CrmOpportunityPageType> {
    return ctx.services.projects.crmOpportunities(await ctx.getActor(), {
      limit: limit ?? undefined,
      search: search ?? '',
      sortField: sortField as OpportunitiesInput['sortField'],
      sortOrder,
      skiptoken,
    });
  }

  @Allow('projects.import')
  @Mutation(() => ImportProjectsPayloadType, { description: 'Imports the chosen CRM opportunities as projects; importing one twice updates its project.' })
  async importProjects(@Ctx() ctx: RequestContext, @Arg('opportunityIds', () => [ID]) opportunityIds: string[]): Promise<ImportProjectsPayloadType> {
    const projects = await ctx.services.projects.importProjects(await ctx.getActor(), { opportunityIds });
    return { message: PROJECT_MESSAGES.imported, projects };
  }

  @Allow('projects.assign')
  @Mutation(() => [ProjectType], { description: "Assigns projects to a company or removes them (at most 3 at a time); answers the company's projects." })
  async setCompanyProjects(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('action', () => ProjectActionEnum) action: ProjectAction,
    @Arg('projectIds', () => [ID]) projectIds: string[],
  ): Promise<ProjectType[]> {
    return ctx.services.projects.setCompanyProjects(await ctx.getActor(), vendorId, { action, projectIds });
  }

  @Allow('projects.assign')
  @Mutation(() => ProjectType, { description: 'Assigns approved companies to a project or removes them; answers the project.' })
  async setProjectCompanies(
    @Ctx() ctx: RequestContext,
    @Arg('projectId', () => ID) projectId: string,
    @Arg('action', () => ProjectActionEnum) action: ProjectAction,
    @Arg('vendorIds', () => [ID]) vendorIds: string[],
  ): Promise<ProjectType> {
    return ctx.services.projects.setProjectCompanies(await ctx.getActor(), projectId, { action, vendorIds });
  }
}
