import { useMemo } from 'react';
import { AssignmentSelect } from '../../../components/assignment-select';
import type { ProjectRow } from '../api/get-projects';
import { useSetProjectCompanies } from '../api/set-project-companies';

export interface CompanyOption {
  vendorId: string;
  companyName: string;
}

/**
 * A project's companies in the Projects table's assign-company column: assigned at once; the project's own companies
 * are offered even when no longer among the approved ones. Read only (disabled) for roles that may not assign.
 */
export function ProjectCompaniesSelect({ project, options, editable }: { project: ProjectRow; options: readonly CompanyOption[]; editable: boolean }) {
  const [setCompanies] = useSetProjectCompanies();
  const choices = useMemo(() => options.map((o) => ({ value: o.vendorId, label: o.companyName })), [options]);
  const assigned = useMemo(
    () => project.projectVendorMappings.map((m) => ({ value: m.vendorId, label: m.companyName ?? m.vendorId })),
    [project.projectVendorMappings],
  );
  return (
    <AssignmentSelect
      options={choices}
      assigned={assigned}
      save={async (action, vendorIds) => {
        const { data } = await setCompanies({ variables: { projectId: project.projectId, action, vendorIds } });
        return data?.setProjectCompanies.projectVendorMappings.map((m) => m.vendorId) ?? null;
      }}
      label={`Companies assigned to ${project.projectName}`}
      placeholder={editable ? 'Assign companies' : 'No company assigned'}
      disabled={!editable}
      emptyText="No approved companies"
      width="64"
    />
  );
}
