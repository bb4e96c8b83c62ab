import { companyProjectsSchema, importProjectsSchema, PROJECT_MESSAGES, projectCompaniesSchema } from '@portal/common/domain/projects';
import type { NextFunction, Request, Response } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { absentIfNullEach, bodyOf, idInput, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { PROJECTS_LIST } from './projects-list.js';
import { opportunitiesQuerySchema, projectsQuerySchema, type ProjectView } from './projects.service.js';
import {
  associatedProject,
  CompanyProjectsType,
  CrmOpportunitiesListOptions,
  CrmOpportunityPageType,
  ImportProjectsPayloadType,
  ProjectActionEnum,
  ProjectPageType,
  ProjectsListOptions,
  ProjectType,
} from './projects.types.js';

/** The paging part of the query string as the specification writes it (a repeated parameter counts as absent). */
function pagingOf(req: Request) {
  const q = req.query;
  return {
    page: textOf(q.page) || undefined,
    limit: textOf(q.limit) || undefined,
    search: textOf(q.search) ?? '',
    sortField: textOf(q.sortField) || undefined,
    sortOrder: textOf(q.sortOrder) || undefined,
  };
}

/** GET /vendors/{id} answers the company's projects only with ?dataType=projects; any other GET /vendors/{id} is the registration module's. */
function onlyProjectsDataType(req: Request, _res: Response, next: NextFunction) {
  next(req.query.dataType === 'projects' ? undefined : 'route');
}

const companyProjectsAnswer = ({ vendorId, companyName, projects }: { vendorId: string; companyName: string | null; projects: ProjectView[] }) => ({
  vendorId,
  companyName,
  associatedProjects: projects.map(associatedProject),
});
const companyProjectsRoute = (path: string) => ({
  method: 'get' as const,
  path,
  match: onlyProjectsDataType,
  input: (req: Request) => ({ vendorId: req.params.id }),
  answer: companyProjectsAnswer,
});

/**
 * Projects (admin specification section 7, Projects; the Vendors' projects calls): the builder's CRM opportunities
 * imported as projects, and their assignment to companies, with the specification's paths and payloads
 * (docs/api/projects.md).
 */
export const projectsOperations = {
  projects: operation({
    access: 'projects.list',
    description:
      'The Projects list, searched by number or name. sortField: projectNumber | projectName | projectStage | projectVolume | startDate | endDate | createdAt (default createdAt DESC).',
    input: projectsQuerySchema,
    run: ({ services, input }) => services.projects.list(input),
    graphql: listQueryBinding(ProjectsListOptions, ProjectPageType),
    // The specification's answer: projects, totalCount.
    rest: listRestBinding(PROJECTS_LIST, '/projects', ({ items, totalCount }: ListPageResult<ProjectView>) => ({ projects: items, totalCount })),
  }),

  exportProjects: operation({
    access: 'projects.list',
    description: 'The Projects list as CSV, with its current search and sort: every row, streamed.',
    input: projectsQuerySchema,
    run: async ({ services, input }) => services.projects.exportList(input),
    rest: listCsvBinding(PROJECTS_LIST, '/projects/export.csv'),
  }),

  companyProjects: operation({
    access: 'projects.read',
    description: "A company's assigned projects (a vendor: its own company's only).",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.projects.companyProjects(actor, input.vendorId),
    graphql: { kind: 'query', returns: () => CompanyProjectsType, args: { vendorId: arg(() => ID) } },
    // GET /vendors/{id}?dataType=projects, and the same on /vendors/{id}/auth (the specification names both reads).
    rest: [companyProjectsRoute('/vendors/:id'), companyProjectsRoute('/vendors/:id/auth')],
  }),

  crmOpportunities: operation({
    access: 'projects.import',
    description:
      "A page of the CRM's opportunities for the import screen, paged with the CRM's skip token (pass the previous answer's skiptoken for the next page). search: empty or 3 or more characters.",
    input: absentIfNullEach(opportunitiesQuerySchema),
    run: ({ services, input }) => services.projects.crmOpportunities(input),
    // One options input and the one page shape; REST keeps the specification's { data, totalCount, skiptoken }.
    graphql: {
      kind: 'query',
      returns: () => CrmOpportunityPageType,
      args: { options: arg(() => CrmOpportunitiesListOptions, { nullable: true }) },
      input: (args) => args.options ?? {},
      answer: ({ data, ...page }) => ({ ...page, items: data }),
    },
    // A search sent as a POST: nothing to keep for a retry.
    rest: { method: 'post', path: '/dynamic365/projects', idempotent: false, input: (req) => ({ ...pagingOf(req), skiptoken: textOf(bodyOf(req).skiptoken) ?? null }) },
  }),

  importProjects: operation({
    access: 'projects.import',
    description: 'Imports the chosen CRM opportunities as projects; importing one twice updates its project.',
    input: importProjectsSchema,
    run: async ({ services, actor, input }) => ({ message: PROJECT_MESSAGES.imported, projects: await services.projects.importProjects(actor, input) }),
    graphql: { kind: 'mutation', returns: () => ImportProjectsPayloadType, args: { opportunityIds: arg(() => [ID]) } },
    rest: { method: 'post', path: '/projects', answer: (payload) => ({ success: true, ...payload }) },
  }),

  setCompanyProjects: operation({
    access: 'projects.assign',
    description: "Assigns projects to a company or removes them (at most 3 at a time); answers the company's projects.",
    input: companyProjectsSchema.extend({ vendorId: idInput }),
    run: async ({ services, actor, input }) => ({ vendorId: input.vendorId, projects: await services.projects.setCompanyProjects(actor, input) }),
    graphql: {
      kind: 'mutation',
      returns: () => [ProjectType],
      args: { vendorId: arg(() => ID), action: arg(() => ProjectActionEnum), projectIds: arg(() => [ID]) },
      answer: (result) => result.projects,
    },
    // PATCH /vendors/{id}/projects?action=associate|unassociate { projectIds }
    rest: {
      method: 'patch',
      path: '/vendors/:id/projects',
      input: (req) => ({ vendorId: req.params.id, action: textOf(req.query.action), projectIds: bodyOf(req).projectIds }),
      answer: ({ vendorId, projects }) => ({ vendorId, associatedProjects: projects.map(associatedProject) }),
    },
  }),

  setProjectCompanies: operation({
    access: 'projects.assign',
    description: 'Assigns approved companies to a project or removes them; answers the project.',
    input: projectCompaniesSchema.extend({ projectId: idInput }),
    run: ({ services, actor, input }) => services.projects.setProjectCompanies(actor, input),
    graphql: {
      kind: 'mutation',
      returns: () => ProjectType,
      args: { projectId: arg(() => ID), action: arg(() => ProjectActionEnum), vendorIds: arg(() => [ID]) },
    },
    // POST /projects/{id}/vendors?action=associate|unassociate { vendorIds }
    rest: {
      method: 'post',
      path: '/projects/:id/vendors',
      input: (req) => ({ projectId: req.params.id, action: textOf(req.query.action), vendorIds: bodyOf(req).vendorIds }),
    },
  }),
};
