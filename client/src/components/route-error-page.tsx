import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';
import { useLayoutEffect } from 'react';
import { dismissSignInShell } from '../sign-in-shell';

/** Shown when a screen fails to load or render (e.g. a chunk lost after a deploy). */
export function RouteErrorPage() {
  // The static first paint of index.html would otherwise stay in front of this message.
  useLayoutEffect(dismissSignInShell, []);
  return (
    <Stack gap="4" py="10" align="center" textAlign="center" role="alert">
      <Heading as="h1" size="lg">
        This page could not be shown
      </Heading>
      <Text>{MESSAGES.networkError}</Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
