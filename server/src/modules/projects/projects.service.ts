import type { EntityManager } from '@mikro-orm/postgresql';
import { isVendorRole } from '@portal/common/auth/roles';
import {
  type companyProjectsSchema,
  type importProjectsSchema,
  importSearchSchema,
  OPPORTUNITY_SORT_FIELDS,
  PROJECT_MESSAGES,
  PROJECT_SORT_FIELDS,
  type projectCompaniesSchema,
} from '@portal/common/domain/projects';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { blankAsNull } from '../../operations/input.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import type { CrmClient, CrmOpportunity } from '../../integrations/crm/crm-client.js';
import { audit } from '../audit/index.js';
import { PROJECT_COLUMNS, PROJECTS_LIST, type ProjectListRow, type ProjectsListQuery } from './projects-list.js';

const sortOrderSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
  z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC' }).nullish(),
);

/** The Projects list's query (page, limit, search, sort), for its page and its CSV export. */
export const projectsQuerySchema = listInputSchema(PROJECTS_LIST, {
  shape: { sortField: z.preprocess(blankAsNull, z.enum(PROJECT_SORT_FIELDS, { error: `sortField must be one of ${PROJECT_SORT_FIELDS.join(', ')}` }).nullish()) },
});
export type ProjectsListQueryInput = z.output<typeof projectsQuerySchema>;

/** The import screen's page of CRM opportunities. */
export const opportunitiesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The screen's page number; the CRM pages by its skip token, which decides the page. */
  page: z.coerce.number().int().min(1).default(1),
  search: importSearchSchema.optional().default(''),
  sortField: z.enum(OPPORTUNITY_SORT_FIELDS, { error: `sortField must be one of ${OPPORTUNITY_SORT_FIELDS.join(', ')}` }).nullish(),
  sortOrder: sortOrderSchema,
  skiptoken: z.string().trim().max(4000).nullish(),
});
export type OpportunitiesQuery = z.output<typeof opportunitiesQuerySchema>;

/** A project as the API shows it (admin specification section 3, "Project"). */
export type ProjectView = ProjectListRow;

/** An opportunity of the CRM as the import screen lists it: marked when already imported. */
export interface OpportunityView extends CrmOpportunity {
  imported: boolean;
  /** The project it was imported as, when it was. */
  projectId: string | null;
}

export interface OpportunityPageView {
  data: OpportunityView[];
  totalCount: number;
  skiptoken: string | null;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const COLUMNS_SQL = Object.entries(PROJECT_COLUMNS)
  .map(([name, sql]) => `${sql} as "${name}"`)
  .join(', ');

/**
 * Projects: the builder's CRM opportunities imported as projects, and their assignment to companies (admin
 * specification, Projects and Import projects; sections 5 and 6). Every change runs in one transaction and is
 * audited in it; the CRM is asked before any transaction begins.
 */
export class ProjectsService {
  constructor(
    private readonly em: EntityManager,
    private readonly crm: CrmClient,
    /** Told, in the transaction, of the companies whose projects changed (insurance checks them against the projects' requirements). */
    private readonly assignmentsChanged: (tx: EntityManager, vendorIds: string[]) => Promise<void> = async () => {},
  ) {}

  /** GET /projects?page&limit&search&sortField&sortOrder: searched by number or name, sorted and paged in PostgreSQL. */
  async list(q: ProjectsListQueryInput): Promise<ListPageResult<ProjectView>> {
    const { rows, totalCount } = await listPage<ProjectsListQuery, ProjectListRow>(this.em, PROJECTS_LIST, q);
    return { items: rows, totalCount };
  }

  /** The Projects list as CSV (GET /projects/export.csv): the same query as a page; every row, in the list's order. */
  exportList(query: ProjectsListQueryInput): { spec: ListSpec<ProjectsListQuery>; query: ProjectsListQuery } {
    return { spec: PROJECTS_LIST, query };
  }

  /** The projects assigned to a company (GET /vendors/{id}?dataType=projects): a vendor reads only its own company's. */
  async companyProjects(actor: Actor | null, vendorId: string): Promise<{ vendorId: string; companyName: string | null; projects: ProjectView[] }> {
    const a = authorize(actor, 'projects.read', { vendorId });
    assertUuid(vendorId, 'Company');
    const [vendor] = await this.em
      .getConnection()
      .execute<{ companyName: string | null }[]>('select company_name as "companyName" from vendor where id = ?', [vendorId]);
    if (!vendor) throw AppError.notFound('Company');
    const projects = await this.readProjects(this.em, 'p.id in (select vp.project_id from vendor_project vp where vp.vendor_id = ?)', [vendorId]);
    // A company sees its own assignment, never which other companies share a project.
    const visible = isVendorRole(a.role)
      ? projects.map((p) => ({ ...p, projectVendorMappings: p.projectVendorMappings.filter((m) => m.vendorId === vendorId) }))
      : projects;
    return { vendorId, companyName: vendor.companyName, projects: visible };
  }

  /**
   * PATCH /vendors/{id}/projects?action=associate|unassociate { projectIds }: assign projects to an approved
   * company, or remove them (at most 3 at a time, the Assign Multiple Projects dialog's limit). Assigning an
   * assigned project, or removing one not assigned, changes nothing. Answers the company's projects after.
   */
  async setCompanyProjects(a: Actor, { vendorId, action, projectIds }: z.output<typeof companyProjectsSchema> & { vendorId: string }): Promise<ProjectView[]> {
    assertUuid(vendorId, 'Company');
    const ids = [...new Set(projectIds.map((id) => id.toLowerCase()))];
    return this.em.transactional(async (tx) => {
      const [vendor] = await tx.execute<{ registrationStatus: string }[]>('select registration_status as "registrationStatus" from vendor where id = ? for share', [
        vendorId,
      ]);
      if (!vendor) throw AppError.notFound('Company');
      if (action === 'associate' && vendor.registrationStatus !== 'APPROVED') throw AppError.badInput(PROJECT_MESSAGES.notApproved);
      const projects = await tx.execute<{ id: string; projectName: string }[]>(
        `select id, project_name as "projectName" from project where id in (${placeholders(ids.length)}) for share`,
        ids,
      );
      if (projects.length !== ids.length) throw AppError.notFound('Project');
      const changed = await this.changePairs(
        tx,
        action,
        ids.map((projectId) => ({ vendorId, projectId })),
      );
      for (const { projectId } of changed) {
        audit(tx, a, {
          entityType: 'Vendor',
          entityId: vendorId,
          action: action === 'associate' ? 'PROJECT_ASSIGNED' : 'PROJECT_UNASSIGNED',
          changes: { projectId, projectName: projects.find((p) => p.id === projectId)?.projectName ?? null },
        });
      }
      await tx.flush();
      return this.readProjects(tx, 'p.id in (select vp.project_id from vendor_project vp where vp.vendor_id = ?)', [vendorId]);
    });
  }

  /**
   * POST /projects/{id}/vendors?action=associate|unassociate { vendorIds }: the same assignment from the project's
   * side (the Projects table's multiselect). Only approved companies are assigned. Answers the project after.
   */
  async setProjectCompanies(a: Actor, { projectId, action, vendorIds }: z.output<typeof projectCompaniesSchema> & { projectId: string }): Promise<ProjectView> {
    assertUuid(projectId, 'Project');
    const ids = [...new Set(vendorIds.map((id) => id.toLowerCase()))];
    return this.em.transactional(async (tx) => {
      const [project] = await tx.execute<{ projectName: string }[]>('select project_name as "projectName" from project where id = ? for share', [projectId]);
      if (!project) throw AppError.notFound('Project');
      const vendors = await tx.execute<{ id: string; registrationStatus: string }[]>(
        `select id, registration_status as "registrationStatus" from vendor where id in (${placeholders(ids.length)}) for share`,
        ids,
      );
      if (vendors.length !== ids.length) throw AppError.notFound('Company');
      if (action === 'associate' && vendors.some((v) => v.registrationStatus !== 'APPROVED')) throw AppError.badInput(PROJECT_MESSAGES.notApproved);
      const changed = await this.changePairs(
        tx,
        action,
        ids.map((vendorId) => ({ vendorId, projectId })),
      );
      for (const { vendorId } of changed) {
        audit(tx, a, {
          entityType: 'Vendor',
          entityId: vendorId,
          action: action === 'associate' ? 'PROJECT_ASSIGNED' : 'PROJECT_UNASSIGNED',
          changes: { projectId, projectName: project.projectName },
        });
      }
      await tx.flush();
      const [view] = await this.readProjects(tx, 'p.id = ?', [projectId]);
      return view!;
    });
  }

  /**
   * POST /dynamic365/projects: a page of the CRM's opportunities, paged with the CRM's own skip token (the answer's
   * `skiptoken` reads the next page), each marked when it has been imported already.
   */
  async crmOpportunities(q: OpportunitiesQuery): Promise<OpportunityPageView> {
    const page = await this.crm.listOpportunities({
      search: q.search,
      pageSize: q.limit,
      skipToken: q.skiptoken || null,
      sortField: q.sortField ?? null,
      sortOrder: q.sortOrder ?? null,
    });
    const ids = page.opportunities.map((o) => o.opportunityId);
    const imported = ids.length
      ? await this.em
          .getConnection()
          .execute<{ id: string; opportunityId: string }[]>(
            `select id, opportunity_id as "opportunityId" from project where opportunity_id in (${placeholders(ids.length)})`,
            ids,
          )
      : [];
    const projectOf = new Map(imported.map((p) => [p.opportunityId, p.id]));
    return {
      data: page.opportunities.map((o) => ({ ...o, imported: projectOf.has(o.opportunityId), projectId: projectOf.get(o.opportunityId) ?? null })),
      totalCount: page.totalCount,
      skiptoken: page.skipToken,
    };
  }

  /**
   * POST /projects { opportunityIds }: imports the chosen opportunities as projects. The CRM is read first (no
   * network call inside the transaction); then one statement upserts them by opportunity id, so importing the same
   * opportunity twice updates its project, never makes a second. New projects and changed ones are audited.
   */
  async importProjects(a: Actor, { opportunityIds }: z.output<typeof importProjectsSchema>): Promise<ProjectView[]> {
    const ids = [...new Set(opportunityIds.map((id) => id.toLowerCase()))];
    const found = await this.crm.getOpportunities(ids);
    const byId = new Map(found.map((o) => [o.opportunityId, o]));
    if (ids.some((id) => !byId.has(id))) throw AppError.badInput(PROJECT_MESSAGES.notInCrm);
    const opportunities = ids.map((id) => byId.get(id)!);

    return this.em.transactional(async (tx) => {
      const values = opportunities.map(() => '(gen_random_uuid(), ?, ?, ?, ?, ?::numeric, ?::date, ?::date)').join(', ');
      const params = opportunities.flatMap((o) => [o.opportunityId, o.projectNumber, o.projectName, o.projectStage, o.projectVolume, o.startDate, o.endDate]);
      const changed = await tx.execute<{ id: string; opportunityId: string; inserted: boolean }[]>(
        `insert into project as p (id, opportunity_id, project_number, project_name, project_stage, project_volume, start_date, end_date)
         values ${values}
         on conflict (opportunity_id) do update set
           project_number = excluded.project_number, project_name = excluded.project_name, project_stage = excluded.project_stage,
           project_volume = excluded.project_volume, start_date = excluded.start_date, end_date = excluded.end_date, updated_at = now()
         where (p.project_number, p.project_name, p.project_stage, p.project_volume, p.start_date, p.end_date)
           is distinct from (excluded.project_number, excluded.project_name, excluded.project_stage, excluded.project_volume, excluded.start_date, excluded.end_date)
         returning p.id, p.opportunity_id as "opportunityId", (xmax = 0) as inserted`,
        params,
      );
      for (const row of changed) {
        const o = byId.get(row.opportunityId)!;
        audit(tx, a, {
          entityType: 'Project',
          entityId: row.id,
          action: row.inserted ? 'PROJECT_IMPORTED' : 'PROJECT_REFRESHED',
          changes: { ...o },
        });
      }
      await tx.flush();
      return this.readProjects(tx, `p.opportunity_id in (${placeholders(ids.length)})`, ids);
    });
  }

  /** Assigns or removes (company, project) pairs; answers the pairs that changed. */
  private async changePairs(
    tx: EntityManager,
    action: 'associate' | 'unassociate',
    pairs: { vendorId: string; projectId: string }[],
  ): Promise<{ vendorId: string; projectId: string }[]> {
    const params = pairs.flatMap((p) => [p.vendorId, p.projectId]);
    const changed: { vendorId: string; projectId: string }[] =
      action === 'associate'
        ? await tx.execute(
            `insert into vendor_project (vendor_id, project_id, created_at) values ${pairs.map(() => '(?, ?, now())').join(', ')}
         on conflict do nothing returning vendor_id as "vendorId", project_id as "projectId"`,
            params,
          )
        : await tx.execute(
            `delete from vendor_project where (vendor_id, project_id) in (${pairs.map(() => '(?::uuid, ?::uuid)').join(', ')})
       returning vendor_id as "vendorId", project_id as "projectId"`,
            params,
          );
    await this.assignmentsChanged(
      tx,
      changed.map((c) => c.vendorId),
    );
    return changed;
  }

  /** Projects with the list's columns (their companies included), in one statement. */
  private async readProjects(em: EntityManager, where: string, params: unknown[]): Promise<ProjectView[]> {
    const rows = await em.execute<ProjectView[]>(`select ${COLUMNS_SQL} from project p where ${where} order by p.project_name, p.id`, params);
    for (const row of rows) row.createdAt = new Date(row.createdAt);
    return rows;
  }
}
