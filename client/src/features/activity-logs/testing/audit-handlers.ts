import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import type { AuditLogRow } from '../api/get-audit-logs';

export function auditLog(n: number, overrides: Partial<AuditLogRow> = {}): AuditLogRow {
  return {
    __typename: 'AuditLog',
    logId: `log-${n}`,
    entityType: 'Vendor',
    entityTypeLabel: 'Company',
    action: 'GENERAL_INFO_UPDATED',
    actionLabel: 'Updated general info',
    performedBy: 'Pat Admin',
    performedAt: '2026-03-10T04:30:00.000Z',
    changes: [],
    ...overrides,
  };
}

export interface AuditCalls {
  /** The variables of every auditLogs request. */
  lists: Record<string, unknown>[];
  /** The people searches. */
  people: string[];
  /** Every CSV export request: its URL and the session it carried. */
  exports: { url: URL; session: string | null }[];
}

/** Answers the activity log's calls: `logs` filtered by nothing (the test checks the variables), paged as asked. */
export function answerAuditCalls({ logs = [auditLog(1)], total }: { logs?: AuditLogRow[]; total?: number } = {}): AuditCalls {
  const calls: AuditCalls = { lists: [], people: [], exports: [] };
  server.use(
    graphql.query('AuditLogs', ({ variables: { options: variables = {} } }) => {
      calls.lists.push(variables);
      const limit = Number(variables.limit ?? 25);
      const page = Number(variables.page ?? 1);
      return HttpResponse.json({
        data: { auditLogs: { __typename: 'AuditLogPage', totalCount: total ?? logs.length, items: logs.slice((page - 1) * limit, page * limit) } },
      });
    }),
    graphql.query('ActivityPeople', ({ variables }) => {
      calls.people.push(String(variables.search));
      return HttpResponse.json({
        data: {
          internalUsers: {
            __typename: 'UserPage',
            items: [{ __typename: 'User', userId: 'u-sam', name: 'Sam Admin', email: 'sam@builder.test' }],
          },
          users: {
            __typename: 'UserPage',
            items: [{ __typename: 'User', userId: 'u-vic', name: 'Vic Vendor', email: 'vic@acme.test', companyName: 'Acme Concrete' }],
          },
        },
      });
    }),
    http.get('*/api/v1/audit-logs/export.csv', ({ request }) => {
      calls.exports.push({ url: new URL(request.url), session: sessionSent(request) });
      return new HttpResponse('\uFEFFEntity Type,Entity Id,Action,Performed By,Performed At,Changes\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="activity-logs-2026-11-23.csv"' },
      });
    }),
  );
  return calls;
}
