import { graphql } from '../../../gql';
import type { PrequalRowFieldsFragment } from '../../../gql/graphql';

/** The fields every review operation answers with: a row of the In Progress to Renewal tabs. */
export const PREQUAL_ROW_FIELDS = graphql(`
  fragment PrequalRowFields on PrequalListItem {
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
    overdueBusinessDays
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
      overdueBusinessDays
    }
    finalStatus
    commentText
    expiresAt
  }
`);

/** A row of the In Progress to Renewal tabs: the company and its newest cycle (money as exact decimal strings). */
export type PrequalRow = PrequalRowFieldsFragment;

/** One category's department decision. */
export type CategoryDecision = PrequalRow['categoryStatuses'][number];
