import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { withScreenRecipes } from '../../theme/load-screen-recipes';
import { Header } from './header';
import type { NavItem } from './nav-item';
import { Sidebar } from './sidebar';
import { useMinWidth } from './use-min-width';
import { useSidebarOpen } from './use-sidebar-open';

const SIDEBAR_ID = 'app-sidebar';
/** Chakra's `md` breakpoint: below it a sidebar column would leave the page too little room. */
const DESKTOP_MIN_WIDTH = 768;

// Chakra's drawer (its dialog machine, focus trap and portal) is not part of a phone's first screen: it loads when
// the menu button is first pressed, and stays mounted from then on so it closes with its animation.
const NavDrawer = lazy(withScreenRecipes(async () => ({ default: (await import('./nav-drawer')).NavDrawer })));

/** Header, sidebar (a column on desktops, a drawer below) and main content: the frame of the vendor and admin areas. */
export function AppShell({ navItems }: { navItems: NavItem[] }) {
  const [open, toggle] = useSidebarOpen();
  const desktop = useMinWidth(DESKTOP_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  // Screens load lazily; keep the current one on view but tell assistive tech a change is coming.
  const busy = useNavigation().state === 'loading';

  // Following a link (or back and forward) closes the drawer: the page it opened is what the user wants to see.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setDrawerOpen(false);
  }

  const sidebarToggle = desktop
    ? { open, onToggle: toggle, controls: SIDEBAR_ID }
    : { open: drawerOpen, onToggle: () => setDrawerOpen(true), controls: SIDEBAR_ID, drawer: true };

  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header sidebarToggle={sidebarToggle} />
      <Flex flex="1" minH="0">
        {desktop ? (
          <Sidebar id={SIDEBAR_ID} items={navItems} open={open} />
        ) : (
          drawerWanted && (
            <Suspense fallback={null}>
              <NavDrawer id={SIDEBAR_ID} items={navItems} open={drawerOpen} onOpenChange={setDrawerOpen} />
            </Suspense>
          )
        )}
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }} aria-busy={busy}>
          <SkipNavContent />
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
