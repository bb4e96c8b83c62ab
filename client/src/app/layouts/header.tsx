import { Box, Flex, IconButton, Link, Spacer, Text } from '@chakra-ui/react';
import { homeFor } from '@portal/common/auth/roles';
import { LuMenu, LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/use-auth';
import { UserMenu } from './user-menu';

export interface SidebarToggle {
  open: boolean;
  onToggle: () => void;
  /** id of the sidebar the button opens and closes */
  controls: string;
  /** Narrow window: the button opens the navigation drawer instead of widening the column. */
  drawer?: boolean;
}

export function Header({ sidebarToggle }: { sidebarToggle?: SidebarToggle }) {
  const { user, role } = useAuth();

  return (
    <Flex as="header" align="center" gap="3" px="4" py="2" borderBottomWidth="1px" bg="bg" minH="14">
      {sidebarToggle?.drawer && (
        <IconButton
          aria-label="Open navigation menu"
          title="Navigation"
          aria-haspopup="dialog"
          aria-expanded={sidebarToggle.open}
          // The drawer exists only while open.
          aria-controls={sidebarToggle.open ? sidebarToggle.controls : undefined}
          variant="ghost"
          onClick={sidebarToggle.onToggle}
        >
          <LuMenu />
        </IconButton>
      )}
      {sidebarToggle && !sidebarToggle.drawer && (
        <IconButton
          aria-label={sidebarToggle.open ? 'Collapse sidebar' : 'Expand sidebar'}
          title={sidebarToggle.open ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={sidebarToggle.open}
          aria-controls={sidebarToggle.controls}
          variant="ghost"
          onClick={sidebarToggle.onToggle}
        >
          {sidebarToggle.open ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
        </IconButton>
      )}
      <Link asChild fontWeight="bold" fontSize="lg" color="blue.fg" textDecoration="none">
        <RouterLink to={role ? homeFor(role) : '/prequalification'}>Vendor Portal</RouterLink>
      </Link>
      <Spacer />
      {user && (
        <Box textAlign="right" lineHeight="short" minW="0">
          <Text fontWeight="medium" truncate>
            {user.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.email}
          </Text>
        </Box>
      )}
      <UserMenu />
    </Flex>
  );
}
