import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeMode } from '../home-mode';

interface VendorAccessProps {
  mode: HomeMode;
  onLogin: () => void;
}

/** The entry choices of Home. Registration and sign-up choices join Login when their screens exist. */
export function VendorAccess({ mode, onLogin }: VendorAccessProps) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {mode === 'registration' ? 'Trade Partner Registration' : 'Trade Partner Prequalification'}
      </Heading>
      <Text color="fg.muted">
        {mode === 'registration'
          ? 'Log in to continue with your company registration.'
          : 'Log in to complete the prequalification of your company.'}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button onClick={onLogin}>Login</Button>
      </Stack>
    </Stack>
  );
}
