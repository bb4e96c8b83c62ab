import { Heading, Stack, Text } from '@chakra-ui/react';

/** Stands in for a screen whose issue is scheduled later, so its route and navigation already work. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack gap="3" py="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is coming soon.</Text>
    </Stack>
  );
}
