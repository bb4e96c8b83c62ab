import { Heading, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '../../../auth/use-auth';

/** /vendor/overview, the vendor's home. */
export function VendorOverview() {
  const { user } = useAuth();
  return (
    <Stack gap="4" py="4">
      <Heading as="h1" size="xl">
        Welcome and thanks for joining as a partner
      </Heading>
      {user?.companyName && <Text color="fg.muted">{user.companyName}</Text>}
    </Stack>
  );
}
