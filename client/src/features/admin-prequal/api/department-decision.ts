import { useMutation } from '@apollo/client/react';
import type { DepartmentStatus } from '@portal/common/domain/statuses';
import type { FormCategory } from '../../../gql/graphql';
import { PREQUAL_ROW_FIELDS, type PrequalRow } from './prequal-row';
import { reviewOperation } from './review-operation';

export interface DepartmentDecisionInput {
  category: FormCategory;
  status: DepartmentStatus;
  mitigationPlan?: string | null;
  commentText?: string | null;
  aggregateLimit?: string | null;
  singleLimit?: string | null;
  bondingLimit?: string | null;
}

export const DEPARTMENT_DECISION_MUTATION = reviewOperation<{ departmentDecision: PrequalRow }, { vendorId: string; input: DepartmentDecisionInput }>(`
  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {
    departmentDecision(vendorId: $vendorId, input: $input) {${PREQUAL_ROW_FIELDS}}
  }
`);

/**
 * One category's department decision. Its errors are the dialog's to show (the limit messages are
 * rewritten there, admin specification section 8); the third decision moves the company to final review.
 */
export function useDepartmentDecision() {
  return useMutation(DEPARTMENT_DECISION_MUTATION, { refetchQueries: ['PrequalList'], context: { skipGlobalError: true } });
}
