import { useMemo } from 'react';
import { AssignmentSelect } from '../../../components/assignment-select';
import type { CompanyRow } from '../api/get-companies';
import { useSetCompanyProjects } from '../api/set-company-projects';

/** The most projects the table's multiselect assigns a company (admin specification section 5; the dialog allows 3). */
export const TABLE_PROJECT_LIMIT = 2;

export interface ProjectOption {
  projectId: string;
  projectName: string;
}

/**
 * A company's projects in the Companies table's Assign Project column: assigned at once, at most two in all (a company
 * given three in the Assign Multiple Projects dialog can only have some removed here). Only approved companies take
 * projects; read only for roles that may not assign.
 */
export function CompanyProjectsSelect({ company, options, editable }: { company: CompanyRow; options: readonly ProjectOption[]; editable: boolean }) {
  const [setProjects] = useSetCompanyProjects();
  const approved = company.registrationStatus === 'APPROVED';
  const choices = useMemo(() => options.map((o) => ({ value: o.projectId, label: o.projectName })), [options]);
  const assigned = useMemo(() => company.associatedProjects.map((p) => ({ value: p.projectId, label: p.projectName })), [company.associatedProjects]);
  return (
    <AssignmentSelect
      options={choices}
      assigned={assigned}
      save={async (action, projectIds) => {
        const { data } = await setProjects({ variables: { vendorId: company.vendorId, action, projectIds } });
        return data?.setCompanyProjects.map((p) => p.projectId) ?? null;
      }}
      label={`Projects assigned to ${company.companyName}`}
      placeholder={!approved ? 'Approve the company first' : editable ? 'Assign projects' : 'No Project Assigned'}
      disabled={!editable || !approved}
      limit={{ most: TABLE_PROJECT_LIMIT, message: `At most ${TABLE_PROJECT_LIMIT} projects can be assigned here` }}
      emptyText="No projects imported"
      width="56"
    />
  );
}
