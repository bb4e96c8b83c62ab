import { Heading, Stack } from '@chakra-ui/react';
import { ActivityLogList } from './activity-log-list';

/**
 * The company page's Activity tab (beyond the specification's tabs, last): the activity log's entries about this
 * company, its own and those of its users, files, forms and cycles. Joined to the page by the route.
 */
export function CompanyActivityTab({ vendorId }: { vendorId: string }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Activity
      </Heading>
      <ActivityLogList label="Company activity" vendorId={vendorId} />
    </Stack>
  );
}
