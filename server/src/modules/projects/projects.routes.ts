import { PROJECT_MESSAGES, type ProjectAction } from '@portal/common/domain/projects';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { allow } from '../../rest/allow.js';
import { csvDownload, type CsvColumn } from '../../rest/csv-export.js';
import { route } from '../../rest/http.js';
import type { ProjectListRow } from './projects-list.js';
import type { OpportunitiesInput, ProjectsListInput } from './projects.service.js';
import { associatedProject } from './projects.types.js';

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bodyOf = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/** The paging part of the query string as the specification writes it. */
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

/** The Projects list's CSV: its columns, money as exact numbers, dates as YYYY-MM-DD, each project's companies. */
const PROJECT_CSV_COLUMNS: readonly CsvColumn<ProjectListRow>[] = [
  { header: 'Project Number', value: (p) => p.projectNumber },
  { header: 'Project Name', value: (p) => p.projectName },
  { header: 'Stage', value: (p) => p.projectStage },
  // Exact decimal text, as stored (never a float).
  { header: 'Volume', value: (p) => p.projectVolume },
  { header: 'Start Date', value: (p) => p.startDate },
  { header: 'End Date', value: (p) => p.endDate },
  { header: 'Companies', value: (p) => p.projectVendorMappings.map((m) => m.companyName ?? m.vendorId).join('; ') },
];

/** GET /vendors/{id} answers the company's projects only with ?dataType=projects; any other GET /vendors/{id} is the registration module's. */
function onlyProjectsDataType(req: Request, _res: Response, next: NextFunction) {
  next(req.query.dataType === 'projects' ? undefined : 'route');
}

/**
 * REST facade for projects (admin specification section 7, Projects; Vendors' projects calls): the same
 * ProjectsService as GraphQL, with the specification's paths and payloads (docs/api/projects.md).
 */
export function projectsRoutes(): Router {
  const r = Router();
  r.get(
    '/projects/export.csv',
    allow('projects.list'),
    csvDownload(async (ctx, req) => ({
      name: 'projects',
      ...ctx.services.projects.exportList(await ctx.getActor(), pagingOf(req) as ProjectsListInput),
      columns: PROJECT_CSV_COLUMNS,
    })),
  );
  r.get(
    '/projects',
    allow('projects.list'),
    route(async (ctx, req) => ctx.services.projects.list(await ctx.getActor(), pagingOf(req) as ProjectsListInput)),
  );
  r.post(
    '/projects',
    allow('projects.import'),
    route(async (ctx, req) => {
      const projects = await ctx.services.projects.importProjects(await ctx.getActor(), { opportunityIds: bodyOf(req).opportunityIds as string[] });
      return { success: true, message: PROJECT_MESSAGES.imported, projects };
    }),
  );
  r.post(
    '/dynamic365/projects',
    allow('projects.import'),
    route(async (ctx, req) =>
      ctx.services.projects.crmOpportunities(await ctx.getActor(), {
        ...pagingOf(req),
        skiptoken: textOf(bodyOf(req).skiptoken) ?? null,
      } as OpportunitiesInput),
    ),
  );
  r.post(
    '/projects/:id/vendors',
    allow('projects.assign'),
    route(async (ctx, req) =>
      ctx.services.projects.setProjectCompanies(await ctx.getActor(), String(req.params.id), {
        action: textOf(req.query.action) as ProjectAction,
        vendorIds: bodyOf(req).vendorIds as string[],
      }),
    ),
  );
  r.patch(
    '/vendors/:id/projects',
    allow('projects.assign'),
    route(async (ctx, req) => {
      const vendorId = String(req.params.id);
      const projects = await ctx.services.projects.setCompanyProjects(await ctx.getActor(), vendorId, {
        action: textOf(req.query.action) as ProjectAction,
        projectIds: bodyOf(req).projectIds as string[],
      });
      return { vendorId, associatedProjects: projects.map(associatedProject) };
    }),
  );
  // GET /vendors/{id}?dataType=projects, and the same on /vendors/{id}/auth (the specification names both reads).
  const companyProjects = route(async (ctx, req) => {
    const { vendorId, companyName, projects } = await ctx.services.projects.companyProjects(await ctx.getActor(), String(req.params.id));
    return { vendorId, companyName, associatedProjects: projects.map(associatedProject) };
  });
  r.get('/vendors/:id', onlyProjectsDataType, allow('projects.read'), companyProjects);
  r.get('/vendors/:id/auth', onlyProjectsDataType, allow('projects.read'), companyProjects);
  return r;
}
