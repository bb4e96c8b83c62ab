import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeMode } from '../home-mode';

interface VendorAccessProps {
  mode: HomeMode;
  /** /registration: "Register your company" (tax-ID verification). */
  onRegister: () => void;
  /** /prequalification: "Begin Prequalification / Create an account" (FEIN verification, then sign-up). */
  onBeginPrequalification: () => void;
  onLogin: () => void;
}

/** The entry choices of Home. */
export function VendorAccess({ mode, onRegister, onBeginPrequalification, onLogin }: VendorAccessProps) {
  const registration = mode === 'registration';
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {registration ? 'Trade Partner Registration' : 'Trade Partner Prequalification'}
      </Heading>
      <Text color="fg.muted">
        {registration
          ? 'New to the portal? Register your company. Already have an account? Log in.'
          : 'Create an account for your registered company to begin prequalification, or log in.'}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {registration ? (
          <Button onClick={onRegister}>Register your company</Button>
        ) : (
          <Button onClick={onBeginPrequalification}>Begin Prequalification / Create an account</Button>
        )}
        <Button variant="outline" onClick={onLogin}>
          Login
        </Button>
      </Stack>
    </Stack>
  );
}
