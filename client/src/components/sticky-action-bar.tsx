import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StickyActionBarProps {
  /** 'top': stays under the top of the window while the page scrolls (a form's heading and actions); 'bottom': stays at its foot. */
  placement: 'top' | 'bottom';
  /** What the actions are for, for assistive technology ("General info actions"). */
  label: string;
  justify?: 'space-between' | 'flex-end';
  children: ReactNode;
}

/**
 * A long form's actions, kept in reach: the bar sticks to the top or bottom of the window while the page scrolls
 * (the window scrolls in app/layouts/app-shell.tsx, so 0 is the window's edge). It wraps on a phone and never widens the page.
 */
export function StickyActionBar({ placement, label, justify = 'flex-end', children }: StickyActionBarProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      data-sticky-actions={placement}
      position="sticky"
      {...(placement === 'top' ? { top: '0', borderBottomWidth: '1px' } : { bottom: '0', borderTopWidth: '1px' })}
      zIndex="sticky"
      bg="bg"
      py="3"
      maxW="full"
    >
      <HStack justify={justify} wrap="wrap" gap="3" minW="0">
        {children}
      </HStack>
    </Box>
  );
}
