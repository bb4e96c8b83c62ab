import { Button, chakra, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@portal/common/audit/catalogue';
import { DISPLAY_TIME_ZONE, SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { useListState } from '../../../components/data-table/use-list-state';
import { usePeople, type Person } from '../api/find-people';
import { useAuditLogs, type AuditLogFilters, type AuditLogRow } from '../api/get-audit-logs';
import { AuditChanges } from './audit-changes';

const moment = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** When an entry was made, in the portal's time zone: "Mar 10, 2026, 12:30 AM". */
export function formatMoment(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : moment.format(date);
}

export const RANGE_MESSAGE = 'The From date must be on or before the To date.';

const ENTITY_TYPES = Object.entries(AUDIT_ENTITY_TYPES).map(([value, label]) => ({ value, label }));
const ACTIONS = Object.entries(AUDIT_ACTIONS).map(([value, a]) => ({ value, label: a.label, entityType: a.entityType as string }));

const EMPTY: Omit<AuditLogFilters, 'vendorId'> = { entityType: '', action: '', performedById: '', from: '', to: '', sortOrder: 'DESC' };

/** The person search, reported once typing pauses. */
function useDebounced(value: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The activity log's filters (entity type, action, person, date range), its Export CSV with them, and its
 * table: index, entity type, action, performed by, performed at (newest first; the header flips the order),
 * each row's changes expandable. With `vendorId`, only the entries about that company (its Activity tab).
 */
export function ActivityLogList({ label, vendorId }: { label: string; vendorId?: string }) {
  const [filters, setFilters] = useState(EMPTY);
  const { page, pageSize, setPage, paging } = useListState('');
  const [personSearch, setPersonSearch] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const { people } = usePeople(useDebounced(personSearch));

  const rangeError = filters.from && filters.to && filters.from > filters.to ? RANGE_MESSAGE : null;
  const query = { ...filters, vendorId };
  const { data, previousData, loading } = useAuditLogs(query, page, pageSize, Boolean(rangeError));
  const list = rangeError ? undefined : (data ?? previousData)?.auditLogs;

  const change = (next: Partial<AuditLogFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const options = chosen && !people.some((p) => p.userId === chosen.userId) ? [chosen, ...people] : people;
  const actions = filters.entityType ? ACTIONS.filter((a) => a.entityType === filters.entityType) : ACTIONS;
  const sort: SortState = { field: 'performedAt', order: filters.sortOrder };
  const offset = (page - 1) * pageSize;
  const rowName = (row: AuditLogRow) => `${row.actionLabel} by ${row.performedBy}, ${formatMoment(row.performedAt)}`;

  const columns: DataTableColumn<AuditLogRow>[] = [
    { id: 'index', header: 'Index', cell: (row) => offset + (list?.items.indexOf(row) ?? 0) + 1 },
    { id: 'entityType', header: 'Entity Type', cell: (row) => row.entityTypeLabel },
    { id: 'action', header: 'Action', cell: (row) => row.actionLabel },
    { id: 'performedBy', header: 'Performed By', cell: (row) => row.performedBy },
    { id: 'performedAt', header: 'Performed At', sortable: true, cell: (row) => formatMoment(row.performedAt) },
    { id: 'changes', header: 'Changes', cell: (row) => <AuditChanges log={row} rowName={rowName(row)} /> },
  ];

  const select = (id: string, name: string, value: string, onChange: (v: string) => void, items: { value: string; label: string }[], all: string) => (
    <Field.Root width="auto" minW="48">
      <Field.Label htmlFor={id}>{name}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{all}</option>
          {items.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const idOf = (name: string) => `${vendorId ?? 'all'}-activity-${name}`;

  return (
    <Stack gap="4">
      <chakra.form role="search" aria-label={`Filter the ${label.toLowerCase()}`} onSubmit={(e) => e.preventDefault()}>
        <HStack gap="3" align="flex-end" wrap="wrap">
          {select(
            idOf('entity-type'),
            'Entity type',
            filters.entityType,
            (entityType) =>
              change({ entityType, action: ACTIONS.some((a) => a.value === filters.action && (!entityType || a.entityType === entityType)) ? filters.action : '' }),
            ENTITY_TYPES,
            'All entity types',
          )}
          {select(idOf('action'), 'Action', filters.action, (action) => change({ action }), actions, 'All actions')}
          <Field.Root width="auto" minW="48">
            <Field.Label htmlFor={idOf('person-search')}>Find a person</Field.Label>
            <Input
              id={idOf('person-search')}
              size="sm"
              type="search"
              placeholder="Name or e-mail"
              value={personSearch}
              onChange={(e) => setPersonSearch(e.target.value)}
            />
          </Field.Root>
          {select(
            idOf('performed-by'),
            'Performed by',
            filters.performedById,
            (performedById) => {
              setChosen(options.find((p) => p.userId === performedById) ?? null);
              change({ performedById });
            },
            options.map((p) => ({ value: p.userId, label: p.label })),
            'Anyone',
          )}
          <Field.Root width="auto">
            <Field.Label htmlFor={idOf('from')}>From</Field.Label>
            <Input id={idOf('from')} size="sm" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => change({ from: e.target.value })} />
          </Field.Root>
          <Field.Root width="auto" invalid={Boolean(rangeError)}>
            <Field.Label htmlFor={idOf('to')}>To</Field.Label>
            <Input id={idOf('to')} size="sm" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => change({ to: e.target.value })} />
          </Field.Root>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setFilters(EMPTY);
              setPersonSearch('');
              setChosen(null);
              setPage(1);
            }}
          >
            Clear filters
          </Button>
          <ExportCsvButton
            path="/audit-logs/export.csv"
            params={{
              entityType: filters.entityType,
              action: filters.action,
              performedById: filters.performedById,
              vendorId,
              from: filters.from,
              to: filters.to,
              sortOrder: filters.sortOrder,
            }}
            disabled={Boolean(rangeError)}
          />
        </HStack>
        {rangeError && (
          <Text role="alert" color="fg.error" fontSize="sm" mt="2">
            {rangeError}
          </Text>
        )}
      </chakra.form>
      <DataTable
        label={label}
        columns={columns}
        rows={list?.items ?? []}
        rowKey={(row) => row.logId}
        totalCount={list?.totalCount ?? 0}
        {...paging}
        sort={sort}
        onSortChange={(next) => change({ sortOrder: next.order })}
        loading={loading && !rangeError}
      />
    </Stack>
  );
}
