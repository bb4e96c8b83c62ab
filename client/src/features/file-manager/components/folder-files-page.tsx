import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { ParentBreadcrumb } from '../../../components/page-trail/parent-breadcrumb';
import { useFileFolder } from '../api/get-file-folders';
import { CompanyFilesPanel } from './company-files-panel';

/** /admin/file-manager/:vendorId: breadcrumb File manager / company, and the company's files. */
export function FolderFilesPage() {
  const { vendorId = '' } = useParams();
  const { data, loading, error } = useFileFolder(vendorId);
  const name = data?.fileFolder.companyName;

  return (
    <Stack gap="5">
      <ParentBreadcrumb to="/admin/file-manager" parent="File manager" current={name ?? 'Files'} />
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
