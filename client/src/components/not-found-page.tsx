import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="3" py="10" align="center" textAlign="center">
      <Heading as="h1" size="xl">
        Page not found
      </Heading>
      <Link asChild colorPalette="blue">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Link>
    </Stack>
  );
}
