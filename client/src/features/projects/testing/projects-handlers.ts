import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { OpportunityRow } from '../api/get-crm-opportunities';
import type { ProjectRow } from '../api/get-projects';

export function project(n: number, overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    __typename: 'Project',
    projectId: `p-${n}`,
    projectNumber: `P-${24000 + n}`,
    projectName: `Project ${n}`,
    projectStage: 'Propose',
    projectVolume: '12500000.00',
    startDate: '2027-03-01',
    endDate: '2028-06-30',
    projectVendorMappings: [],
    ...overrides,
  };
}

export const COMPANIES = [
  { __typename: 'RegistrationListItem' as const, vendorId: 'v-1', companyName: 'Acme Concrete' },
  { __typename: 'RegistrationListItem' as const, vendorId: 'v-2', companyName: 'Blue Ridge Site Utilities' },
];

export interface ProjectCalls {
  lists: Record<string, unknown>[];
  assigns: { projectId: string; action: string; vendorIds: string[] }[];
  companyLookups: number;
}

/** Answers the Projects page: the list (searched by name), the approved companies, and assignments (or refuses them with `assignError`). */
export function answerProjectCalls({ projects = [project(1), project(2)], assignError }: { projects?: ProjectRow[]; assignError?: string } = {}): ProjectCalls {
  const calls: ProjectCalls = { lists: [], assigns: [], companyLookups: 0 };
  const rows = projects.map((p) => ({ ...p }));
  server.use(
    graphql.query('Projects', ({ variables: { options: variables = {} } }) => {
      calls.lists.push(variables);
      const search = String(variables.search ?? '').toLowerCase();
      const found = rows.filter((p) => !search || p.projectName.toLowerCase().includes(search));
      const limit = Number(variables.limit ?? 25);
      const page = Number(variables.page ?? 1);
      return HttpResponse.json({
        data: { projects: { __typename: 'ProjectPage', totalCount: found.length, items: found.slice((page - 1) * limit, page * limit) } },
      });
    }),
    graphql.query('ProjectCompanyOptions', () => {
      calls.companyLookups += 1;
      return HttpResponse.json({ data: { registrations: { __typename: 'RegistrationPage', totalCount: COMPANIES.length, items: COMPANIES } } });
    }),
    graphql.mutation('SetProjectCompanies', ({ variables }) => {
      const v = variables as { projectId: string; action: string; vendorIds: string[] };
      calls.assigns.push(v);
      if (assignError) return HttpResponse.json({ errors: [{ message: assignError, extensions: { code: 'BAD_USER_INPUT' } }], data: null });
      const row = rows.find((p) => p.projectId === v.projectId)!;
      const ids = new Set(row.projectVendorMappings.map((m) => m.vendorId));
      for (const id of v.vendorIds)
        if (v.action === 'associate') ids.add(id);
        else ids.delete(id);
      row.projectVendorMappings = COMPANIES.filter((c) => ids.has(c.vendorId)).map((c) => ({
        __typename: 'ProjectVendorMapping',
        vendorId: c.vendorId,
        companyName: c.companyName,
      }));
      return HttpResponse.json({
        data: { setProjectCompanies: { __typename: 'Project', projectId: row.projectId, projectVendorMappings: row.projectVendorMappings } },
      });
    }),
  );
  return calls;
}

export function opportunity(n: number, overrides: Partial<OpportunityRow> = {}): OpportunityRow {
  return {
    __typename: 'CrmOpportunity',
    opportunityId: `o-${n}`,
    projectNumber: `P-${30000 + n}`,
    projectName: `Opportunity ${n}`,
    projectStage: 'Develop',
    projectVolume: '4200000',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    imported: false,
    ...overrides,
  };
}

export interface ImportCalls {
  pages: Record<string, unknown>[];
  imports: string[][];
}

/**
 * Answers the import screen like the CRM: `opportunities` paged `limit` at a time by a skip token ("page-N"),
 * searched by name; an import marks its opportunities imported (or is refused with `importError`).
 */
export function answerImportCalls({
  opportunities = Array.from({ length: 30 }, (_, i) => opportunity(i + 1)),
  importError,
}: { opportunities?: OpportunityRow[]; importError?: string } = {}): ImportCalls {
  const calls: ImportCalls = { pages: [], imports: [] };
  const rows = opportunities.map((o) => ({ ...o }));
  server.use(
    graphql.query('CrmOpportunities', ({ variables: { options: variables = {} } }) => {
      calls.pages.push(variables);
      const search = String(variables.search ?? '').toLowerCase();
      const found = rows.filter((o) => !search || o.projectName.toLowerCase().includes(search));
      const limit = Number(variables.limit ?? 25);
      const page = variables.skiptoken ? Number(String(variables.skiptoken).replace('page-', '')) : 1;
      const more = page * limit < found.length;
      return HttpResponse.json({
        data: {
          crmOpportunities: {
            __typename: 'CrmOpportunityPage',
            totalCount: found.length,
            skiptoken: more ? `page-${page + 1}` : null,
            items: found.slice((page - 1) * limit, page * limit),
          },
        },
      });
    }),
    graphql.mutation('ImportProjects', ({ variables }) => {
      const ids = variables.opportunityIds as string[];
      calls.imports.push(ids);
      if (importError) return HttpResponse.json({ errors: [{ message: importError, extensions: { code: 'BAD_USER_INPUT' } }], data: null });
      for (const o of rows) if (ids.includes(o.opportunityId)) o.imported = true;
      return HttpResponse.json({
        data: {
          importProjects: {
            __typename: 'ImportProjectsPayload',
            message: 'Selected projects are imported successfully.',
            projects: ids.map((id) => ({ __typename: 'Project', projectId: `p-${id}` })),
          },
        },
      });
    }),
  );
  return calls;
}
