import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { CompanyRow } from '../api/get-companies';

export function company(n: number, overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    __typename: 'CompanyListItem',
    vendorId: `v-${n}`,
    companyName: `Company ${n}`,
    primaryContactName: `Contact ${n}`,
    primaryContactEmail: `contact${n}@example.com`,
    registrationStatus: 'APPROVED',
    prequalStatus: 'COMPLETED',
    prequalScore: null,
    insurance: 'NONE',
    qualifications: [],
    associatedProjects: [],
    ...overrides,
  };
}

export const PROJECTS = [
  { __typename: 'Project' as const, projectId: 'p-1', projectNumber: 'P-1', projectName: 'Annapolis Fire Station' },
  { __typename: 'Project' as const, projectId: 'p-2', projectNumber: 'P-2', projectName: 'Towson Library' },
  { __typename: 'Project' as const, projectId: 'p-3', projectNumber: 'P-3', projectName: 'Bel Air Middle School' },
  { __typename: 'Project' as const, projectId: 'p-4', projectNumber: 'P-4', projectName: 'Laurel Clinic' },
];

export interface CompanyCalls {
  lists: Record<string, unknown>[];
  deletes: string[];
  assigns: { vendorId: string; action: string; projectIds: string[] }[];
}

/**
 * Answers the Companies page: the list (searched by name, paged), the projects and approved companies of the selects,
 * deletes and assignments (or refuses them with `deleteError` / `assignError`, as the server words a refusal).
 */
export function answerCompanyCalls({
  companies = [company(1), company(2)],
  deleteError,
  assignError,
}: { companies?: CompanyRow[]; deleteError?: string; assignError?: string } = {}): CompanyCalls {
  const calls: CompanyCalls = { lists: [], deletes: [], assigns: [] };
  let rows = companies.map((c) => ({ ...c }));
  server.use(
    graphql.query('Companies', ({ variables: { options: variables = {} } }) => {
      calls.lists.push(variables);
      const search = String(variables.search ?? '').toLowerCase();
      // As the server: minScore leaves out the unscored, insurance is one state; sortField prequalScore puts the unscored last.
      const minScore = typeof variables.minScore === 'number' ? variables.minScore : null;
      const found = rows.filter(
        (c) =>
          (!search || c.companyName.toLowerCase().includes(search)) &&
          (minScore === null || (c.prequalScore != null && c.prequalScore >= minScore)) &&
          (!variables.insurance || c.insurance === variables.insurance),
      );
      if (variables.sortField === 'prequalScore') {
        const sign = variables.sortOrder === 'DESC' ? -1 : 1;
        found.sort((a, b) => (a.prequalScore == null ? 1 : b.prequalScore == null ? -1 : sign * (a.prequalScore - b.prequalScore)));
      }
      const limit = Number(variables.limit ?? 25);
      const page = Number(variables.page ?? 1);
      return HttpResponse.json({
        data: { companies: { __typename: 'CompanyPage', totalCount: found.length, items: found.slice((page - 1) * limit, page * limit) } },
      });
    }),
    graphql.query('CompanyProjectOptions', () =>
      HttpResponse.json({ data: { projects: { __typename: 'ProjectPage', totalCount: PROJECTS.length, items: PROJECTS } } }),
    ),
    graphql.query('ApprovedCompanyOptions', () => {
      const approved = rows
        .filter((c) => c.registrationStatus === 'APPROVED')
        .map((c) => ({ __typename: 'CompanyListItem', vendorId: c.vendorId, companyName: c.companyName }));
      return HttpResponse.json({ data: { companies: { __typename: 'CompanyPage', totalCount: approved.length, items: approved } } });
    }),
    graphql.mutation('DeleteCompany', ({ variables }) => {
      calls.deletes.push(String(variables.vendorId));
      if (deleteError) return HttpResponse.json({ errors: [{ message: deleteError, extensions: { code: 'CONFLICT' } }], data: null });
      rows = rows.filter((c) => c.vendorId !== variables.vendorId);
      return HttpResponse.json({
        data: { deleteCompany: { __typename: 'DeletedCompany', success: true, message: 'Company deleted successfully.', vendorId: variables.vendorId } },
      });
    }),
    graphql.mutation('SetCompanyProjects', ({ variables }) => {
      const v = variables as { vendorId: string; action: string; projectIds: string[] };
      calls.assigns.push(v);
      if (assignError) return HttpResponse.json({ errors: [{ message: assignError, extensions: { code: 'BAD_USER_INPUT' } }], data: null });
      const row = rows.find((c) => c.vendorId === v.vendorId)!;
      const ids = new Set(row.associatedProjects.map((p) => p.projectId));
      for (const id of v.projectIds)
        if (v.action === 'associate') ids.add(id);
        else ids.delete(id);
      row.associatedProjects = PROJECTS.filter((p) => ids.has(p.projectId)).map((p) => ({
        __typename: 'CompanyAssociatedProject',
        projectId: p.projectId,
        projectName: p.projectName,
      }));
      return HttpResponse.json({
        data: { setCompanyProjects: row.associatedProjects.map((p) => ({ __typename: 'Project', projectId: p.projectId, projectName: p.projectName })) },
      });
    }),
  );
  return calls;
}
