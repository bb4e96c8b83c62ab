import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AuditLogsQuery } from '../../../gql/graphql';

export const AUDIT_LOGS_QUERY = graphql(`
  query AuditLogs($options: AuditLogsListOptions) {
    auditLogs(options: $options) {
      totalCount
      items {
        logId
        entityType
        entityTypeLabel
        action
        actionLabel
        performedBy
        performedAt
        changes {
          field
          from
          to
          value
        }
      }
    }
  }
`);

export type AuditLogRow = AuditLogsQuery['auditLogs']['items'][number];

/** The filters of the activity log, as GET /audit-logs and auditLogs take them; blank is no filter. */
export interface AuditLogFilters {
  entityType: string;
  action: string;
  performedById: string;
  from: string;
  to: string;
  /** A company's entries (its Activity tab). */
  vendorId?: string;
  sortOrder: 'ASC' | 'DESC';
}

const orNull = (v: string | undefined) => v || null;

/** One page of the activity log (GET /audit-logs?limit&page). */
export function useAuditLogs(filters: AuditLogFilters, page: number, limit: number, skip = false) {
  return useQuery(AUDIT_LOGS_QUERY, {
    variables: {
      options: {
        page,
        limit,
        entityType: orNull(filters.entityType),
        action: orNull(filters.action),
        performedById: orNull(filters.performedById),
        vendorId: orNull(filters.vendorId),
        from: orNull(filters.from),
        to: orNull(filters.to),
        sortOrder: filters.sortOrder,
      },
    },
    skip,
    // New entries arrive with every change anyone makes.
    fetchPolicy: 'cache-and-network',
  });
}
