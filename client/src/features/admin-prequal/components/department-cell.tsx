import { Button, chakra, Icon } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import type { PrequalRow } from '../api/prequal-row';
import { decides, type DepartmentDef as Department } from '@portal/common/domain/categories';
import { departmentStatusLabel } from '@portal/common/domain/decision-labels';

/** The company's decision of a department (safety lite counts as safety), if it has that form. */
export function decisionOf(row: PrequalRow, department: Department) {
  return row.categoryStatuses.find((d) => decides(department, d.category));
}

interface DepartmentCellProps {
  row: PrequalRow;
  department: Department;
  canDecide: boolean;
  onDecide: () => void;
}

/** Approve while the department is pending (for who may decide); once decided, an approved or not-approved icon. */
export function DepartmentCell({ row, department, canDecide, onDecide }: DepartmentCellProps) {
  const decision = decisionOf(row, department);
  if (!decision) return null;
  if (decision.status === 'DEPARTMENT_PENDING') {
    return canDecide ? (
      <Button size="xs" colorPalette="green" variant="outline" onClick={onDecide} aria-label={`${department.label} approve ${row.companyName}`}>
        Approve
      </Button>
    ) : (
      'Pending'
    );
  }
  const approved = decision.status !== 'DEPARTMENT_NOT_APPROVED';
  const label = `${department.label}: ${departmentStatusLabel(decision.status)}`;
  return (
    <chakra.span role="img" aria-label={label} title={label} display="inline-flex" color={approved ? 'fg.success' : 'fg.error'}>
      <Icon boxSize="5" aria-hidden>
        {approved ? <LuCircleCheck /> : <LuCircleX />}
      </Icon>
    </chakra.span>
  );
}
