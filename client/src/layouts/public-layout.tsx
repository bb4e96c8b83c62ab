import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Header } from './header';

export function PublicLayout() {
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
