import { z } from 'zod';

/**
 * Projects (imported from the CRM's opportunities) and their companies: the rules both the server and the
 * screens apply (admin specification sections 5 and 9).
 */

/** The Assign Multiple Projects dialog assigns at most this many projects to a company at a time. */
export const MAX_PROJECTS_BULK_ASSIGN = 3;
/** The Companies table's Assign Project multiselect holds at most this many projects. */
export const MAX_PROJECTS_TABLE_ASSIGN = 2;
/** Companies assigned to one project in one call (the Projects table's multiselect). */
export const MAX_COMPANIES_PER_CALL = 100;
/** Opportunities imported in one call (a page of the import screen holds at most 100). */
export const MAX_IMPORT_OPPORTUNITIES = 100;
/** The import screen searches the CRM with 3 or more characters, or none. */
export const IMPORT_SEARCH_MIN = 3;

export const PROJECT_ACTIONS = ['associate', 'unassociate'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export const PROJECT_MESSAGES = {
  imported: 'Selected projects are imported successfully.',
  selectOne: 'Select at least one project to import.',
  importSearch: `Type ${IMPORT_SEARCH_MIN} or more characters to search, or clear the search.`,
  action: 'action must be associate or unassociate',
  projectIds: 'Select at least one project.',
  tooManyProjects: `At most ${MAX_PROJECTS_BULK_ASSIGN} projects can be assigned at a time.`,
  vendorIds: 'Select at least one company.',
  tooManyCompanies: `At most ${MAX_COMPANIES_PER_CALL} companies can be assigned at a time.`,
  tooManyOpportunities: `At most ${MAX_IMPORT_OPPORTUNITIES} projects can be imported at a time.`,
  notApproved: 'Projects can be assigned to approved companies only.',
  notInCrm: 'Some selected projects are no longer in the CRM. Refresh the list and try again.',
} as const;

/** The sort fields of the Projects list. */
export const PROJECT_SORT_FIELDS = ['projectNumber', 'projectName', 'projectStage', 'projectVolume', 'startDate', 'endDate', 'createdAt'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** The sort fields of the CRM's opportunities on the import screen. */
export const OPPORTUNITY_SORT_FIELDS = ['projectNumber', 'projectName', 'projectStage', 'projectVolume', 'startDate', 'endDate'] as const;
export type OpportunitySortField = (typeof OPPORTUNITY_SORT_FIELDS)[number];

/** The import screen's search: empty, or 3 or more characters. */
export const importSearchSchema = z
  .string()
  .trim()
  .max(200)
  .refine((s) => s.length === 0 || s.length >= IMPORT_SEARCH_MIN, { message: PROJECT_MESSAGES.importSearch });

const uuid = (what: string) => z.guid({ error: `${what} must be an id` });

/** POST /projects { opportunityIds }. */
export const importProjectsSchema = z.object({
  opportunityIds: z
    .array(uuid('opportunityIds'), { error: PROJECT_MESSAGES.selectOne })
    .min(1, { error: PROJECT_MESSAGES.selectOne })
    .max(MAX_IMPORT_OPPORTUNITIES, { error: PROJECT_MESSAGES.tooManyOpportunities }),
});
export type ImportProjectsInput = z.input<typeof importProjectsSchema>;

const actionSchema = z.enum(PROJECT_ACTIONS, { error: PROJECT_MESSAGES.action });

/** PATCH /vendors/{id}/projects?action= { projectIds }. */
export const companyProjectsSchema = z.object({
  action: actionSchema,
  projectIds: z
    .array(uuid('projectIds'), { error: PROJECT_MESSAGES.projectIds })
    .min(1, { error: PROJECT_MESSAGES.projectIds })
    .max(MAX_PROJECTS_BULK_ASSIGN, { error: PROJECT_MESSAGES.tooManyProjects }),
});
export type CompanyProjectsInput = z.input<typeof companyProjectsSchema>;

/** POST /projects/{id}/vendors?action= { vendorIds }. */
export const projectCompaniesSchema = z.object({
  action: actionSchema,
  vendorIds: z
    .array(uuid('vendorIds'), { error: PROJECT_MESSAGES.vendorIds })
    .min(1, { error: PROJECT_MESSAGES.vendorIds })
    .max(MAX_COMPANIES_PER_CALL, { error: PROJECT_MESSAGES.tooManyCompanies }),
});
export type ProjectCompaniesInput = z.input<typeof projectCompaniesSchema>;
