import { Card, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { DEFAULT_PAGE_SIZE } from '@portal/common/constants';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { formatCount } from '../../../utils/format-count';
import { useWaitingTooLong } from '../api/get-waiting-too-long';
import { PREQUAL_PAGE_PATH } from '../status-cards';
import { waitingRows } from '../waiting-rows';
import { OverdueReviewsTable } from './overdue-reviews-table';

const TITLE = 'Waiting too long';

/**
 * Companies whose forms stay unsubmitted 7 days or more, and reviews waiting more business days than the
 * system admin's setting, per stage: each row opens the tab that lists them. Below, the overdue reviews one by one,
 * a page at a time (paged in PostgreSQL). Only for roles that may list prequalifications (the server refuses the others).
 */
export function WaitingTooLongCard() {
  const { role } = useAuth();
  const allowed = role !== null && hasPermission(role, 'prequal.list');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, previousData, error, loading } = useWaitingTooLong(!allowed, paging);
  if (!allowed) return null;
  const current = data ?? previousData;

  let body;
  if (!current && error && !loading) {
    // Said in the card alone: the rest of the dashboard stands without it.
    body = <Text color="fg.muted">What waits too long could not be loaded.</Text>;
  } else if (!current) {
    body = (
      <LoadingSkeleton label="Loading what waits too long">
        <Stack gap="2">
          <Skeleton height="5" />
          <Skeleton height="5" />
          <Skeleton height="5" />
        </Stack>
      </LoadingSkeleton>
    );
  } else {
    const rows = waitingRows(current);
    body =
      rows.length === 0 ? (
        <Text color="fg.muted">Nothing is waiting too long.</Text>
      ) : (
        <Stack gap="3">
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Waiting too long by stage">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Stage</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Companies</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Longest wait</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.key}>
                    <Table.Cell>
                      <Link asChild color="blue.fg">
                        <RouterLink to={PREQUAL_PAGE_PATH} state={{ tab: row.tab }}>
                          {row.label}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(row.count)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {row.longest} {row.unit}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {current.overdueReviews.totalCount > 0 && (
            <OverdueReviewsTable
              rows={current.overdueReviews.reviews}
              totalCount={current.overdueReviews.totalCount}
              page={paging.page}
              pageSize={paging.limit}
              loading={loading}
              onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
              onPageSizeChange={(limit) => setPaging({ page: 1, limit })}
            />
          )}
        </Stack>
      );
  }

  const setting = current?.overdueReviews.businessDays;
  return (
    <Card.Root variant="outline" size="sm" maxW="xl" role="region" aria-label={TITLE}>
      <Card.Body gap="2">
        <Text fontWeight="medium" color="fg.muted">
          {TITLE}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Forms unsubmitted 7 days or more; reviews waiting more than {setting ?? '…'} business days.
        </Text>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
