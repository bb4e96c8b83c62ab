import { departments } from '@portal/common/domain/categories';
import { Card, Grid, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

/** One grey card per status card (statusCards: seven stages and a card per department of the category registry). */
export const statusCardCount = () => 7 + departments().length;

/** The shipped registry's count of status cards. */
export const STATUS_CARD_COUNT = statusCardCount();

/** The dashboard's first load, in the layout of DashboardCards: the status cards, the 11th-month mark and its chart, expiring documents. */
export function DashboardSkeleton() {
  return (
    <LoadingSkeleton label="Loading the dashboard">
      <Stack gap="6">
        <SimpleGrid minChildWidth="150px" gap="4">
          {Array.from({ length: statusCardCount() }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </SimpleGrid>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="4">
          <CardSkeleton extra={<Skeleton height="12" mt="3" />} />
          <ChartCardSkeleton />
        </Grid>
        <CardSkeleton maxW="sm" />
      </Stack>
    </LoadingSkeleton>
  );
}

/** The chart card: its heading and the 280 px drawing. */
function ChartCardSkeleton() {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Skeleton height="6" width="60%" />
      </Card.Header>
      <Card.Body>
        <Skeleton height="280px" />
      </Card.Body>
    </Card.Root>
  );
}

/** A status card's three lines: its name, its count (large) and its unit. */
function CardSkeleton({ extra, maxW }: { extra?: ReactNode; maxW?: string }) {
  return (
    <Card.Root variant="outline" size="sm" maxW={maxW} height="full">
      <Card.Body gap="2">
        <Skeleton height="5" width="70%" />
        <Skeleton height="9" width="40%" />
        <Skeleton height="4" width="55%" />
        {extra}
      </Card.Body>
    </Card.Root>
  );
}
