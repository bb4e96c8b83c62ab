import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router';
import { Header } from './header';
import type { NavItem } from './nav-item';
import { Sidebar } from './sidebar';
import { useSidebarOpen } from './use-sidebar-open';

const SIDEBAR_ID = 'app-sidebar';

/** Header, collapsible sidebar and main content: the frame of the vendor and admin areas. */
export function AppShell({ navItems }: { navItems: NavItem[] }) {
  const [open, toggle] = useSidebarOpen();
  // Screens load lazily; keep the current one on view but tell assistive tech a change is coming.
  const busy = useNavigation().state === 'loading';

  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header sidebarToggle={{ open, onToggle: toggle, controls: SIDEBAR_ID }} />
      <Flex flex="1" minH="0">
        <Sidebar id={SIDEBAR_ID} items={navItems} open={open} />
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }} aria-busy={busy}>
          <SkipNavContent />
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
