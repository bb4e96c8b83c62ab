import type { DepartmentStatus, FinalDecision, PrequalPriority } from '@portal/common/domain/statuses';
import type { FormCategory } from '../../../gql/graphql';

/** One category's department decision, as the lists carry it (money as exact decimal strings). */
export interface CategoryDecision {
  __typename?: 'CategoryDecision';
  formId: string;
  category: FormCategory;
  status: DepartmentStatus;
  mitigationPlan?: string | null;
  commentText?: string | null;
  aggregateLimit?: string | null;
  singleLimit?: string | null;
  bondingLimit?: string | null;
  decidedAt?: string | null;
  decidedByName?: string | null;
}

/** A row of the In Progress to Renewal tabs: the company and its newest cycle. */
export interface PrequalRow {
  __typename?: 'PrequalListItem';
  prequalId: string;
  vendorId: string;
  companyName: string;
  primaryContactName?: string | null;
  primaryContactEmail?: string | null;
  instance: string;
  prequalStatus: string;
  priority: PrequalPriority;
  submittedAt?: string | null;
  reviewDays?: number | null;
  categoryStatuses: CategoryDecision[];
  finalStatus?: FinalDecision | null;
  commentText?: string | null;
  expiresAt?: string | null;
}

/** The fields every review operation answers with, so the cached row updates in place. */
export const PREQUAL_ROW_FIELDS = `
  prequalId
  vendorId
  companyName
  primaryContactName
  primaryContactEmail
  instance
  prequalStatus
  priority
  submittedAt
  reviewDays
  categoryStatuses {
    formId
    category
    status
    mitigationPlan
    commentText
    aggregateLimit
    singleLimit
    bondingLimit
    decidedAt
    decidedByName
  }
  finalStatus
  commentText
  expiresAt
`;
