import { chakra } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { SortDirection } from './sort';

/** A sortable column's header: its name and an arrow that shows the order (both arrows when another column sorts). */
export function SortButton({ header, order, onSort }: { header: string; order: SortDirection | null; onSort: () => void }) {
  const Icon = !order ? LuArrowUpDown : order === 'ASC' ? LuArrowUp : LuArrowDown;
  return (
    <chakra.button
      type="button"
      onClick={onSort}
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {header}
      <Icon aria-hidden="true" />
    </chakra.button>
  );
}
