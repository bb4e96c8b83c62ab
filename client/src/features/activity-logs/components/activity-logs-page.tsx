import { Heading, Stack } from '@chakra-ui/react';
import { ActivityLogList } from './activity-log-list';

/** /admin/activity-logs: who changed what, newest first (admin specification section 2). */
export function ActivityLogsPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Activity Logs
      </Heading>
      <ActivityLogList label="Activity logs" />
    </Stack>
  );
}
