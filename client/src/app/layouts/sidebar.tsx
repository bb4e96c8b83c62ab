import { Box, Icon, Link, VisuallyHidden } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-item';

interface SidebarProps {
  id?: string;
  items: NavItem[];
  open: boolean;
  /** Inside the navigation drawer: full width, no column border. */
  inDrawer?: boolean;
}

/** Collapsed, it keeps the icons and hides the labels visually (screen readers still hear them). */
export function Sidebar({ id, items, open, inDrawer = false }: SidebarProps) {
  return (
    <Box
      as="nav"
      id={id}
      aria-label="Main navigation"
      {...(inDrawer
        ? { width: 'full' }
        : { flexShrink: 0, width: open ? '240px' : '64px', borderRightWidth: '1px', bg: 'bg.subtle', py: '4', transition: 'width 0.15s' })}
    >
      <Box as="ul" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box as="li" key={item.to} px="2" py="0.5">
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              borderRadius="md"
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              _currentPage={{ bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' }}
              title={open ? undefined : item.label}
            >
              <NavLink to={item.to}>
                <Icon as={item.icon} boxSize="5" aria-hidden />
                {open ? <span>{item.label}</span> : <VisuallyHidden>{item.label}</VisuallyHidden>}
              </NavLink>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
