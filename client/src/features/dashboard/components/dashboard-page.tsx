import { Alert, Button, Card, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { errorMessageOf } from '../../../api/error-details';
import { formatCount } from '../../../utils/format-count';
import { useDashboard, type DashboardCounts } from '../api/get-dashboard';
import { statusCards, UPCOMING_TAB } from '../status-cards';
import { upcomingMarks } from '../upcoming-marks';
import { DashboardSkeleton } from './dashboard-skeleton';
import { StatusCardLink } from './status-card-link';
import { UpcomingMarksChart } from './upcoming-marks-chart';
import { WaitingTooLongCard } from './waiting-too-long-card';
import { InsuranceGapsCard } from '../../insurance';

/** /admin/dashboard, the internal users' home: where the pipeline stands, each card opening its tab. */
export function DashboardPage() {
  const { data, previousData, error, loading, refetch } = useDashboard();
  const counts = (data ?? previousData)?.dashboard;

  let body;
  if (counts) {
    body = <DashboardCards counts={counts} />;
  } else if (error && !loading) {
    body = (
      <Alert.Root status="error" maxW="2xl">
        <Alert.Indicator />
        <Stack gap="3" align="flex-start">
          <Alert.Title>The dashboard could not be loaded.</Alert.Title>
          <Alert.Description>{errorMessageOf(error)}</Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
      </Alert.Root>
    );
  } else {
    body = <DashboardSkeleton />;
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Dashboard
      </Heading>
      {body}
    </Stack>
  );
}

/**
 * Drawn again only for other counts: the answer that ends the first visit's loading carries the counts the cache
 * already held (index.html's early request, in the cache before the first render), and Apollo hands back the same
 * object for unchanged data, so every card, with the queries and tables below them, is not drawn a second time.
 */
const DashboardCards = memo(function DashboardCards({ counts }: { counts: DashboardCounts }) {
  const upcoming = upcomingMarks(counts.upcoming11thMonthMark);
  const months = upcoming.months.map((m) => `${m.label}: ${m.count}`).join(', ');
  return (
    <Stack gap="6">
      <SimpleGrid as="ul" aria-label="Prequalification statuses" listStyleType="none" minChildWidth="150px" gap="4">
        {statusCards(counts).map((card) => (
          <li key={card.id}>
            <StatusCardLink name={`${card.label}: ${card.count} ${card.unit}`} label={card.label} count={card.count} unit={card.unit} tab={card.tab} />
          </li>
        ))}
      </SimpleGrid>
      {/* The 11th-month mark's card beside its chart: the same months, as numbers and as bars. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="4">
        <StatusCardLink
          name={`Upcoming 11th-month mark: ${upcoming.total} in total; ${months}`}
          label="Upcoming 11th-month mark"
          count={upcoming.total}
          unit="in total"
          tab={UPCOMING_TAB}
        >
          <SimpleGrid as="dl" columns={3} gap="3" mt="3">
            {upcoming.months.map((m) => (
              <Stack key={m.key} gap="0">
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {m.label}
                </Text>{' '}
                <Text as="dd" fontWeight="semibold">
                  {m.count}
                </Text>{' '}
              </Stack>
            ))}
          </SimpleGrid>
        </StatusCardLink>
        <UpcomingMarksChart months={upcoming.months} />
      </Grid>
      <ExpiringDocumentsCard count={counts.expiringDocuments} />
      <WaitingTooLongCard />
      <InsuranceGapsCard />
    </Stack>
  );
});

/** Beyond the specification: company documents (insurance certificates, licences) expired or expiring within 30 days. */
function ExpiringDocumentsCard({ count }: { count: number }) {
  const unit = 'expired or expiring within 30 days';
  return (
    <Card.Root variant="outline" size="sm" maxW="sm" role="region" aria-label={`Expiring documents: ${count} ${unit}`}>
      <Card.Body gap="1">
        <Text fontWeight="medium" color="fg.muted">
          Expiring documents
        </Text>
        <Text fontSize="3xl" fontWeight="semibold" lineHeight="short" color={count > 0 ? 'orange.fg' : undefined}>
          {formatCount(count)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {unit}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
