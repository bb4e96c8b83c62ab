import { Breadcrumb, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useFileFolder } from '../api/get-file-folders';
import { CompanyFilesPanel } from './company-files-panel';

/** /admin/file-manager/:vendorId: breadcrumb File manager / company, and the company's files. */
export function FolderFilesPage() {
  const { vendorId = '' } = useParams();
  const { data, loading, error } = useFileFolder(vendorId);
  const name = data?.fileFolder.companyName;

  return (
    <Stack gap="5">
      <Breadcrumb.Root aria-label="Breadcrumb">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/admin/file-manager">File manager</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{name ?? 'Files'}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {loading && !data ? (
        <PageSpinner label="Loading the folder" />
      ) : error || !name ? (
        <Stack gap="2">
          <Heading as="h1" size="xl">
            Files
          </Heading>
          <Text>This folder could not be found: the company is not an approved company.</Text>
        </Stack>
      ) : (
        <>
          <Heading as="h1" size="xl">
            {name}
          </Heading>
          <CompanyFilesPanel vendorId={vendorId} label={`Files of ${name}`} />
        </>
      )}
    </Stack>
  );
}
