import type { ProjectSortField } from '@portal/common/domain/projects';
import type { CsvColumn, ListPaging, ListSpec } from '../../db/list-query.js';
import { PROJECT_SEARCH_SQL } from './project.entity.js';

export type ProjectsListQuery = ListPaging;

/** A company a project is assigned to. */
export interface ProjectVendorMapping {
  vendorId: string;
  companyName: string | null;
}

/** A row of the Projects list, read straight from the columns (money and dates as text). */
export interface ProjectListRow {
  projectId: string;
  opportunityId: string;
  projectNumber: string | null;
  projectName: string;
  projectStage: string | null;
  projectVolume: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: Date;
  projectVendorMappings: ProjectVendorMapping[];
}

/** The companies of the project, as JSON in the page's one statement (through vendor_project's (project, vendor) index). */
const MAPPINGS = `(select coalesce(json_agg(json_build_object('vendorId', v.id, 'companyName', v.company_name) order by v.company_name, v.id), '[]'::json)
  from vendor_project vp join vendor v on v.id = vp.vendor_id where vp.project_id = p.id)`;

/** The list's row columns, output name -> SQL over `p` (project): used by the list and by single-project reads. */
export const PROJECT_COLUMNS = {
  projectId: 'p.id',
  opportunityId: 'p.opportunity_id',
  projectNumber: 'p.project_number',
  projectName: 'p.project_name',
  projectStage: 'p.project_stage',
  projectVolume: 'p.project_volume::text',
  startDate: `to_char(p.start_date, 'YYYY-MM-DD')`,
  endDate: `to_char(p.end_date, 'YYYY-MM-DD')`,
  createdAt: 'p.created_at',
  projectVendorMappings: MAPPINGS,
} as const satisfies Record<keyof ProjectListRow, string>;

const SORTS = {
  projectNumber: 'p.project_number',
  projectName: 'p.project_name',
  projectStage: 'p.project_stage',
  projectVolume: 'p.project_volume',
  startDate: 'p.start_date',
  endDate: 'p.end_date',
  createdAt: 'p.created_at',
} as const satisfies Record<ProjectSortField, string>;

/** The Projects list's CSV: its columns, money as exact numbers, dates as YYYY-MM-DD, each project's companies. */
const CSV_COLUMNS: readonly CsvColumn<ProjectListRow>[] = [
  { header: 'Project Number', value: (p) => p.projectNumber },
  { header: 'Project Name', value: (p) => p.projectName },
  { header: 'Stage', value: (p) => p.projectStage },
  // Exact decimal text, as stored (never a float).
  { header: 'Volume', value: (p) => p.projectVolume },
  { header: 'Start Date', value: (p) => p.startDate },
  { header: 'End Date', value: (p) => p.endDate },
  { header: 'Companies', value: (p) => p.projectVendorMappings.map((m) => m.companyName ?? m.vendorId).join('; ') },
];

/** /admin/projects (GET /projects): every project, searched by number or name, sorted by any column, newest first by default. */
export const PROJECTS_LIST: ListSpec<ProjectsListQuery, ProjectListRow> = {
  name: 'projects',
  table: 'project',
  alias: 'p',
  columns: PROJECT_COLUMNS,
  dates: ['createdAt'],
  csv: { name: () => 'projects', columns: () => CSV_COLUMNS },
  // The expression of the trigram index project_search_trgm.
  search: PROJECT_SEARCH_SQL,
  sorts: SORTS,
  defaultSort: () => ({ field: 'createdAt', order: 'DESC' }),
  // Kept by triggers (Migration20270110000001_project_count), so page 1 never counts the table.
  counterKey: () => 'project',
  indexes: [
    'project_project_number_idx',
    'project_project_name_idx',
    'project_project_stage_idx',
    'project_project_volume_idx',
    'project_start_date_idx',
    'project_end_date_idx',
    'project_created_at_idx',
    'project_search_trgm',
  ],
};
