import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { errorMessageOf } from '../../../api/error-details';
import { PageSpinner } from '../../../components/page-spinner';
import { useDashboard, type DashboardCounts } from '../api/get-dashboard';
import { statusCards, UPCOMING_TAB } from '../status-cards';
import { upcomingMarks } from '../upcoming-marks';
import { StatusCardLink } from './status-card-link';
import { UpcomingMarksChart } from './upcoming-marks-chart';

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
    body = <PageSpinner label="Loading the dashboard" />;
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

function DashboardCards({ counts }: { counts: DashboardCounts }) {
  const upcoming = upcomingMarks(counts.upcoming11thMonthMark);
  const months = upcoming.months.map((m) => `${m.label}: ${m.count}`).join(', ');
  return (
    <Stack gap="6">
      <Box as="nav" aria-label="Prequalification statuses">
        <SimpleGrid as="ul" listStyleType="none" minChildWidth="180px" gap="4">
          {statusCards(counts).map((card) => (
            <li key={card.id}>
              <StatusCardLink name={`${card.label}: ${card.count} ${card.unit}`} label={card.label} count={card.count} unit={card.unit} tab={card.tab} />
            </li>
          ))}
          <Box as="li" gridColumn={{ base: 'auto', md: 'span 2' }}>
            <StatusCardLink
              name={`Upcoming 11th-month mark: ${upcoming.total} in total; ${months}`}
              label="Upcoming 11th-month mark"
              count={upcoming.total}
              unit="in total"
              tab={UPCOMING_TAB}
            >
              <HStack as="dl" gap="4" mt="2" flexWrap="wrap">
                {upcoming.months.map((m) => (
                  <Stack key={m.key} gap="0" minW="16">
                    <Text as="dt" fontSize="xs" color="fg.muted">
                      {m.label}
                    </Text>
                    <Text as="dd" fontWeight="semibold">
                      {m.count}
                    </Text>
                  </Stack>
                ))}
              </HStack>
            </StatusCardLink>
          </Box>
        </SimpleGrid>
      </Box>
      <UpcomingMarksChart months={upcoming.months} />
    </Stack>
  );
}
