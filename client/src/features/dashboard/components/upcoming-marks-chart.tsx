import { Box, Card, Heading, Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import type { MonthCount } from '../upcoming-marks';
import { useNearViewport } from './use-near-viewport';

const HEADING_ID = 'upcoming-marks-chart-heading';

// recharts (its code and its first render, about a second of a phone's main thread) waits until the cards have
// been drawn and the chart's place is near the screen: below the cards on a phone, it draws as the reader scrolls.
const UpcomingMarksBars = lazy(() => import('./upcoming-marks-bars').then((m) => ({ default: m.UpcomingMarksBars })));

/**
 * The chart of upcoming 11th-month marks by month. The drawing is for the eye (hidden from assistive
 * technology, nothing in it takes focus); a screen reader gets the same numbers as a table, there at once.
 */
export function UpcomingMarksChart({ months }: { months: MonthCount[] }) {
  const drawing = useRef<HTMLDivElement>(null);
  const near = useNearViewport(drawing);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={HEADING_ID}>
      <Card.Header>
        <Heading as="h2" size="md" id={HEADING_ID}>
          Upcoming 11th-month marks by month
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box ref={drawing} aria-hidden="true" height="280px" width="full">
          {near ? (
            <Suspense fallback={<Skeleton height="full" />}>
              <UpcomingMarksBars months={months} />
            </Suspense>
          ) : (
            <Skeleton height="full" />
          )}
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
