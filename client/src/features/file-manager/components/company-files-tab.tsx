import { Heading, Stack } from '@chakra-ui/react';
import { CompanyFilesPanel } from './company-files-panel';

/** The company page's Files tab (joined to the page by the route through extraTabs). */
export function CompanyFilesTab({ vendorId }: { vendorId: string }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Files
      </Heading>
      <CompanyFilesPanel vendorId={vendorId} label="Company files" />
    </Stack>
  );
}
