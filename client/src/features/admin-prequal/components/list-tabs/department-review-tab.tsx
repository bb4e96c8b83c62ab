import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import type { PrequalRow } from '../../api/prequal-row';
import { departments, type DepartmentDef as Department } from '@portal/common/domain/categories';
import { useReviewPermissions } from '../../use-review-permissions';
import { decisionOf, DepartmentCell } from '../department-cell';
import { DepartmentDecisionDialog } from '../review-dialogs/department-decision-dialog';
import { companyColumns } from '../prequal-columns';
import { PrequalListTable } from '../prequal-list-table';
import { PrequalPrioritySelect } from '../prequal-priority-select';
import { ProjectsDialog } from '../review-dialogs/projects-dialog';
import { ApproveUnchangedButton } from '../review-dialogs/renewal-changes-panel';
import { ReviewButton } from '../review-button';
import { ReviewFormsDialog } from '../review-dialogs/review-forms-dialog';

/**
 * Tab 6: cycles with the departments. Priority, review days, projects, and per department an Approve
 * button that opens its decision dialog, or the decision's icon once decided.
 */
export function DepartmentReviewTab({ search }: { search: string }) {
  const { decide } = useReviewPermissions();
  const [reviewing, setReviewing] = useState<PrequalRow | null>(null);
  const [projectsOf, setProjectsOf] = useState<PrequalRow | null>(null);
  const [deciding, setDeciding] = useState<{ row: PrequalRow; department: Department } | null>(null);

  const columns: DataTableColumn<PrequalRow>[] = [
    ...companyColumns(),
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (row) => <PrequalPrioritySelect vendorId={row.vendorId} companyName={row.companyName} priority={row.priority} disabled={!decide} />,
    },
    { id: 'reviewDays', header: 'Review Days', cell: (row) => row.reviewDays ?? '' },
    {
      id: 'projects',
      header: 'Projects',
      cell: (row) => (
        <Button size="xs" variant="outline" onClick={() => setProjectsOf(row)} aria-label={`Projects of ${row.companyName}`}>
          Projects
        </Button>
      ),
    },
    ...departments().map((department): DataTableColumn<PrequalRow> => ({
      id: department.key,
      header: department.label,
      cell: (row) => <DepartmentCell row={row} department={department} canDecide={decide} onDecide={() => setDeciding({ row, department })} />,
    })),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => (
        <HStack>
          <ReviewButton row={row} onClick={() => setReviewing(row)} />
        </HStack>
      ),
    },
  ];

  const decidingCategory = deciding && decisionOf(deciding.row, deciding.department)?.category;

  return (
    <>
      <PrequalListTable label="Department Review" status="DEPARTMENT_REVIEW_PENDING" search={search} columns={columns} />
      {reviewing && (
        <ReviewFormsDialog
          vendorId={reviewing.vendorId}
          companyName={reviewing.companyName}
          mode="department"
          // A department's form is changed and approved only while it has not decided.
          access={(department) => (!decide ? 'viewOnly' : decisionOf(reviewing, department)?.status === 'DEPARTMENT_PENDING' ? 'edit' : 'decided')}
          formActions={(department) =>
            decide &&
            decisionOf(reviewing, department)?.status === 'DEPARTMENT_PENDING' && (
              <>
                <ApproveUnchangedButton vendorId={reviewing.vendorId} department={department} onDecided={() => setReviewing(null)} />
                <Button colorPalette="green" onClick={() => setDeciding({ row: reviewing, department })}>
                  {`Approve ${department.label}`}
                </Button>
              </>
            )
          }
          onClose={() => setReviewing(null)}
        />
      )}
      {projectsOf && <ProjectsDialog vendorId={projectsOf.vendorId} companyName={projectsOf.companyName} onClose={() => setProjectsOf(null)} />}
      {deciding && decidingCategory && (
        <DepartmentDecisionDialog
          vendorId={deciding.row.vendorId}
          companyName={deciding.row.companyName}
          department={deciding.department}
          category={decidingCategory}
          // The review's row is out of date once decided: it closes with the decision.
          onDecided={() => setReviewing(null)}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
