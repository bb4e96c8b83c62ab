import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { NavItem } from './nav-item';
import { Sidebar } from './sidebar';

interface NavDrawerProps {
  id: string;
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The sidebar on narrow windows: a drawer over the page (focus kept inside, Escape or the backdrop
 * closes it) instead of a column that would squeeze the page. The shell closes it on navigation.
 */
export function NavDrawer({ id, items, open, onOpenChange }: NavDrawerProps) {
  return (
    // The content keeps the id the header button points at (set through `ids`: Zag finds its parts by id).
    <Drawer.Root ids={{ content: id }} open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="80vw">
            <Drawer.Header>
              <Drawer.Title>Navigation</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <Sidebar items={items} open inDrawer />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
