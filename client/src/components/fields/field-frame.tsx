import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldFrameProps } from './field-props';
import { FieldRoot } from './field-root';

/**
 * One field with a single control, found by its form path (`data-field-path`), with a reviewer's note above it.
 */
export function FieldFrame({ name, note, hint, ...root }: FieldFrameProps & { children: ReactNode }) {
  return (
    <Box data-field-path={name} minW="0">
      {note}
      {/* Input hints are noise on a value that cannot be changed. */}
      <FieldRoot {...root} hint={root.readOnly ? undefined : hint} />
    </Box>
  );
}
