import { PROJECT_ACTIONS, type ProjectAction } from '@portal/common/domain/projects';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { listOptionsType, pageType, SortOrderEnum } from '../../operations/list-binding.js';
import { PROJECTS_LIST } from './projects-list.js';
import type { ProjectView } from './projects.service.js';

export const ProjectActionEnum = asEnum(PROJECT_ACTIONS);
registerEnumType(ProjectActionEnum, { name: 'ProjectAction', description: 'associate assigns, unassociate removes.' });
export type { ProjectAction };

@ObjectType('ProjectVendorMapping', { description: 'A company a project is assigned to.' })
export class ProjectVendorMappingType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String, { nullable: true }) companyName!: string | null;
}

/** A project as the API shows it (admin specification section 3, "Project"). */
@ObjectType('Project')
export class ProjectType {
  @Field(() => ID) projectId!: string;
  @Field(() => ID, { description: 'The CRM opportunity it was imported from.' }) opportunityId!: string;
  @Field(() => String, { nullable: true }) projectNumber!: string | null;
  @Field(() => String) projectName!: string;
  @Field(() => String, { nullable: true }) projectStage!: string | null;
  @Field(() => String, { nullable: true, description: 'Exact decimal text (US dollars).' }) projectVolume!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) endDate!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => [ProjectVendorMappingType]) projectVendorMappings!: ProjectVendorMappingType[];
}

export const ProjectPageType = pageType('ProjectPage', () => ProjectType);
export const ProjectsListOptions = listOptionsType('Projects', PROJECTS_LIST);

@ObjectType('CompanyProjects', { description: "A company's assigned projects." })
export class CompanyProjectsType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field(() => [ProjectType]) projects!: ProjectType[];
}

/** An opportunity of the CRM on the import screen. */
@ObjectType('CrmOpportunity')
export class CrmOpportunityType {
  @Field(() => ID) opportunityId!: string;
  @Field(() => String, { nullable: true }) projectNumber!: string | null;
  @Field(() => String) projectName!: string;
  @Field(() => String, { nullable: true }) projectStage!: string | null;
  @Field(() => String, { nullable: true }) projectVolume!: string | null;
  @Field(() => String, { nullable: true }) startDate!: string | null;
  @Field(() => String, { nullable: true }) endDate!: string | null;
  @Field(() => Boolean, { description: 'Already imported as a project.' }) imported!: boolean;
  @Field(() => ID, { nullable: true }) projectId!: string | null;
}

/** A page of the CRM's opportunities: the one page shape (items, totalCount) and the CRM's token of the next page. */
@ObjectType('CrmOpportunityPage')
export class CrmOpportunityPageType {
  @Field(() => [CrmOpportunityType]) items!: CrmOpportunityType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => String, { nullable: true, description: "The CRM's token of the next page; null on the last page." }) skiptoken!: string | null;
}

/**
 * The import screen's one `options` input. The CRM, not a ListSpec, answers this list (paged by its skip token), so
 * the options are written here, once, beside opportunitiesQuerySchema which parses them for GraphQL and REST alike.
 */
@InputType('CrmOpportunitiesListOptions')
export class CrmOpportunitiesListOptions {
  @Field(() => Int, { nullable: true, description: 'Rows per page (default 25, at most 100).' }) limit?: number | null;
  @Field(() => String, { nullable: true, description: 'Empty, or 3 or more characters.' }) search?: string | null;
  @Field(() => String, { nullable: true }) sortField?: string | null;
  @Field(() => SortOrderEnum, { nullable: true }) sortOrder?: string | null;
  @Field(() => String, { nullable: true, description: "The previous answer's skiptoken, for the next page." }) skiptoken?: string | null;
}

@ObjectType('ImportProjectsPayload')
export class ImportProjectsPayloadType {
  @Field(() => String) message!: string;
  @Field(() => [ProjectType]) projects!: ProjectType[];
}

/** A company's project as GET /vendors/{id}?dataType=projects names it (the specification's lower-case variant). */
export function associatedProject(p: ProjectView) {
  return {
    projectid: p.projectId,
    projectname: p.projectName,
    projectnumber: p.projectNumber,
    projectstage: p.projectStage,
    projectvolume: p.projectVolume,
    startdate: p.startDate,
    enddate: p.endDate,
  };
}
