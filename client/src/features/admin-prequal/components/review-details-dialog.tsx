import { Button, Dialog, Portal, Table } from '@chakra-ui/react';
import type { PrequalRow } from '../api/prequal-row';
import { departmentStatusLabel, DEPARTMENTS } from '../decision-labels';
import { decisionOf } from './department-cell';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function moneyText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? money.format(n) : value;
}

/** Review Details: each department's decision, mitigation plan, comment and limits. */
export function ReviewDetailsDialog({ row, onClose }: { row: PrequalRow; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Review details: ${row.companyName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" aria-label={`Department decisions of ${row.companyName}`}>
                <Table.Header>
                  <Table.Row>
                    {['Department', 'Status', 'Mitigation Plan', 'Comment', 'Aggregate Limit', 'Single Limit', 'Bonding Limit', 'Decided By'].map((h) => (
                      <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {DEPARTMENTS.map((department) => {
                    const d = decisionOf(row, department);
                    return (
                      <Table.Row key={department.key}>
                        <Table.Cell>{department.label}</Table.Cell>
                        <Table.Cell>{d ? departmentStatusLabel(d.status) : ''}</Table.Cell>
                        <Table.Cell>{d?.mitigationPlan ?? ''}</Table.Cell>
                        <Table.Cell>{d?.commentText ?? ''}</Table.Cell>
                        <Table.Cell>{moneyText(d?.aggregateLimit)}</Table.Cell>
                        <Table.Cell>{moneyText(d?.singleLimit)}</Table.Cell>
                        <Table.Cell>{moneyText(d?.bondingLimit)}</Table.Cell>
                        <Table.Cell>{d?.decidedByName ?? ''}</Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
