import { Box, Container, Flex } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { dismissSignInShell } from '../../sign-in-shell';
import { Header } from './header';

export function PublicLayout() {
  // The static first paint of index.html goes as this layout's first render reaches the document.
  useLayoutEffect(dismissSignInShell, []);
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1" py={{ base: '6', md: '10' }}>
        <Container maxW="lg">
          <Outlet />
        </Container>
      </Box>
    </Flex>
  );
}
