import { Box, Card, Heading, Table, VisuallyHidden } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthCount } from '../upcoming-marks';

const HEADING_ID = 'upcoming-marks-chart-heading';

/**
 * The chart of upcoming 11th-month marks by month. The drawing is for the eye (hidden from assistive
 * technology, nothing in it takes focus); a screen reader gets the same numbers as a table.
 */
export function UpcomingMarksChart({ months }: { months: MonthCount[] }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={HEADING_ID}>
      <Card.Header>
        <Heading as="h2" size="md" id={HEADING_ID}>
          Upcoming 11th-month marks by month
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box aria-hidden="true" height="280px" width="full">
          <BarChart responsive style={{ width: '100%', height: '100%' }} data={months} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [value, 'Companies']} />
            <Bar dataKey="count" name="Companies" fill="var(--chakra-colors-blue-500)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </Box>
        <VisuallyHidden>
          <Table.Root aria-label="Upcoming 11th-month marks by month">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Month</Table.ColumnHeader>
                <Table.ColumnHeader>Companies</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {months.map((m) => (
                <Table.Row key={m.key}>
                  <Table.Cell>{m.label}</Table.Cell>
                  <Table.Cell>{m.count}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
