import { Heading, Stack } from '@chakra-ui/react';

/** An unknown path inside /admin or /vendor: the layout stays, only the content says so. */
export function NoMatchPage() {
  return (
    <Stack py="6">
      <Heading as="h1" size="lg">
        No match for this route
      </Heading>
    </Stack>
  );
}
