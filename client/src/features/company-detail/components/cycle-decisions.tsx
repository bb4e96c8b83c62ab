import { DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { prequalStatusLabel } from '@portal/common/domain/statuses';
import { formatDate } from '../../../utils/format-date';
import type { CycleDecision, PrequalCycle } from '../api/get-prequal-history';
import { decides, departments, limitsDepartment } from '@portal/common/domain/categories';
import { departmentStatusLabel, finalDecisionLabel } from '@portal/common/domain/decision-labels';
import { formatLimit } from '../labels';

/** Each department's decision of a cycle, in the order Safety, Financial, Legal. */
export function decisionsByDepartment(cycle: PrequalCycle) {
  return departments().map((department) => ({
    department,
    decision: cycle.categoryStatuses.find((d) => decides(department, d.category)),
  }));
}

/** The decision of the department that grants limits (financial: the registry's limitsRequired). */
export function financialDecisionOf(cycle: PrequalCycle): CycleDecision | undefined {
  const department = limitsDepartment();
  return department && cycle.categoryStatuses.find((d) => decides(department, d.category));
}

/** The three limits of a financial decision, as label and money. */
export function FinancialLimitsList({ decision }: { decision: CycleDecision | undefined }) {
  const limits = [
    { label: 'Single Limit', value: decision?.singleLimit },
    { label: 'Aggregate Limit', value: decision?.aggregateLimit },
    { label: 'Bonding Limit', value: decision?.bondingLimit },
  ];
  if (limits.every((l) => !l.value)) return <Text color="fg.muted">No Financial Limits</Text>;
  return (
    <DataList.Root orientation="horizontal">
      {limits.map((limit) => (
        <DataList.Item key={limit.label}>
          <DataList.ItemLabel>{limit.label}</DataList.ItemLabel>
          <DataList.ItemValue>{formatLimit(limit.value) || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A read-only account of one cycle's decisions: statuses, dates, each department, limits and comments. */
export function CycleDecisions({ cycle }: { cycle: PrequalCycle }) {
  const departments = decisionsByDepartment(cycle);
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Prequal Status</DataList.ItemLabel>
          <DataList.ItemValue>{prequalStatusLabel(cycle.prequalStatus)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Final Status</DataList.ItemLabel>
          <DataList.ItemValue>{finalDecisionLabel(cycle.finalStatus) || 'Not decided'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Expiration Date</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(cycle.expiresAt) || '—'}</DataList.ItemValue>
        </DataList.Item>
        {cycle.commentText && (
          <DataList.Item>
            <DataList.ItemLabel>Comment</DataList.ItemLabel>
            <DataList.ItemValue>{cycle.commentText}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Department Decisions
        </Heading>
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Department</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Mitigation Plan</Table.ColumnHeader>
                <Table.ColumnHeader>Comment</Table.ColumnHeader>
                <Table.ColumnHeader>Decided</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {departments.map(({ department, decision }) => (
                <Table.Row key={department.key}>
                  <Table.Cell>{department.label}</Table.Cell>
                  <Table.Cell>{decision ? departmentStatusLabel(decision.status) : '—'}</Table.Cell>
                  <Table.Cell whiteSpace="pre-line">{decision?.mitigationPlan || '—'}</Table.Cell>
                  <Table.Cell whiteSpace="pre-line">{decision?.commentText || '—'}</Table.Cell>
                  <Table.Cell>{decision?.decidedAt ? [formatDate(decision.decidedAt), decision.decidedByName].filter(Boolean).join(', ') : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Financial Limits
        </Heading>
        <FinancialLimitsList decision={financialDecisionOf(cycle)} />
      </Stack>
    </Stack>
  );
}
