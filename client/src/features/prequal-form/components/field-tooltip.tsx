import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';

/** The question's help as an info icon: shown on hover and on keyboard focus; the icon is named for screen readers. */
export function FieldTooltip({ text, about }: { text: string; about: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} lazyMount unmountOnExit positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={`More about ${about}`} variant="ghost" size="2xs" colorPalette="gray" rounded="full">
          <LuInfo aria-hidden="true" />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
