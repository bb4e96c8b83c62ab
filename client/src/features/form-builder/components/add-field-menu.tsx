import { Button, Menu, Portal } from '@chakra-ui/react';
import type { FieldType } from '@portal/common/forms/field-model';
import { LuPlus } from 'react-icons/lu';
import { useBuilder } from '../builder-context';
import { ADDABLE_TYPES, FIELD_TYPE_LABELS } from '../field-types';

interface AddFieldMenuProps {
  /** The group to add to; null adds at the end of the form. */
  parentKey: string | null;
  /** The group's title, to name the button ("Add field to Safety contact"). */
  groupName?: string;
}

/** "Add field": choose a type, then the field editor opens for it. */
export function AddFieldMenu({ parentKey, groupName }: AddFieldMenuProps) {
  const { addField } = useBuilder();
  return (
    <Menu.Root onSelect={({ value }) => addField(parentKey, value as FieldType)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" alignSelf="flex-start" aria-label={groupName ? `Add field to ${groupName}` : 'Add field'}>
          <LuPlus aria-hidden="true" /> Add field
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ADDABLE_TYPES.map((type) => (
              <Menu.Item key={type} value={type}>
                {FIELD_TYPE_LABELS[type]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
