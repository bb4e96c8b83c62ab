import { Box, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LoadingSkeletonProps extends BoxProps {
  /** Said to screen readers while the skeleton shows, e.g. "Loading the dashboard". */
  label: string;
  /** The skeleton: grey blocks in the shape of what is coming, hidden from assistive technology. */
  children: ReactNode;
}

/**
 * A first load drawn as the shape of what it loads, so the page does not jump when it arrives. The region
 * is busy and names what it waits for (the grey blocks themselves say nothing to a screen reader).
 */
export function LoadingSkeleton({ label, children, ...boxProps }: LoadingSkeletonProps) {
  return (
    <Box aria-busy="true" {...boxProps}>
      <Text role="status" aria-label={label} srOnly>
        {label}…
      </Text>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
}
