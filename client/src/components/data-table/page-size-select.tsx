import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { PAGE_SIZE_OPTIONS } from '@portal/common/constants';
import { useId } from 'react';

/** "Rows per page" and the page sizes a list offers. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} textStyle="sm" color="fg.muted">
        Rows per page
      </chakra.label>
      <NativeSelect.Root size="sm" width="20">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
