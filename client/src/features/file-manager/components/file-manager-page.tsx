import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuFolder } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { SearchInput } from '../../../components/data-table/search-input';
import { useFileFolders } from '../api/get-file-folders';

/** Folders a page (specification section 9). */
export const FOLDER_PAGE_SIZE = 28;

/** /admin/file-manager: a folder per approved company, 28 a page, searched by name; a folder opens its files. */
export function FileManagerPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useFileFolders(search, page, FOLDER_PAGE_SIZE);
  const answer = (data ?? previousData)?.fileFolders;
  const folders = answer?.items ?? [];
  const totalCount = answer?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / FOLDER_PAGE_SIZE));

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        File manager
      </Heading>
      <SearchInput
        label="Search companies"
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {!answer && loading ? (
        <PageSpinner label="Loading the folders" />
      ) : folders.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          No data found
        </Text>
      ) : (
        <SimpleGrid as="ul" aria-label="Company folders" listStyleType="none" minChildWidth="200px" gap="3" aria-busy={loading}>
          {folders.map((f) => (
            <li key={f.vendorId}>
              <Card.Root
                asChild
                variant="outline"
                size="sm"
                height="full"
                textDecoration="none"
                _hover={{ borderColor: 'blue.solid', boxShadow: 'sm' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
              >
                <RouterLink to={`/admin/file-manager/${f.vendorId}`} aria-label={`${f.companyName}: ${f.fileCount} ${f.fileCount === 1 ? 'file' : 'files'}`}>
                  <Card.Body>
                    <HStack gap="3" align="flex-start">
                      <LuFolder size="28" aria-hidden="true" />
                      <Stack gap="0">
                        <Text fontWeight="medium" wordBreak="break-word">
                          {f.companyName}
                        </Text>{' '}
                        <Text fontSize="sm" color="fg.muted">
                          {f.fileCount} {f.fileCount === 1 ? 'file' : 'files'}
                        </Text>
                      </Stack>
                    </HStack>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      )}
      {totalCount > FOLDER_PAGE_SIZE && (
        <HStack as="nav" aria-label="Folder pages" gap="3">
          <Button size="sm" variant="outline" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            <LuChevronLeft aria-hidden="true" /> Previous
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setPage(page + 1)} disabled={page >= pages}>
            Next <LuChevronRight aria-hidden="true" />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
