import { Portal, Select, type ListCollection } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/** An option: its value and label (and whatever the collection keeps beside, a disabled flag). */
interface Choice {
  value: string;
  label: string;
}

interface MultiSelectBoxProps<T extends Choice> {
  collection: ListCollection<T>;
  value: string[];
  onValueChange: (value: string[]) => void;
  onInteractOutside?: () => void;
  disabled?: boolean;
  /** The chosen labels in one line ("A, B +2 more"): the trigger's text and its title. */
  summary: string;
  placeholder: string;
  /** The root's size and width where the list sits in a table row. */
  size?: ComponentProps<typeof Select.Root>['size'];
  width?: string;
  trigger?: ComponentProps<typeof Select.Trigger>;
  valueText?: ComponentProps<typeof Select.ValueText>;
  /** Above the options: what the list says of them (none to choose, the most reached). */
  above?: ReactNode;
  /** After the list, inside the root: the hidden select a form reads. */
  children?: ReactNode;
}

/**
 * Several choices from a list (Chakra Select, `multiple`): the list stays open while choosing, is built when first
 * opened (a long form or table stays light) and is as wide as its trigger. The form's MultiSelectField and a table
 * row's AssignmentSelect both draw it.
 */
export function MultiSelectBox<T extends Choice>({ summary, placeholder, trigger, valueText, above, children, onValueChange, ...root }: MultiSelectBoxProps<T>) {
  return (
    <Select.Root
      multiple
      {...root}
      onValueChange={(details) => onValueChange(details.value)}
      closeOnSelect={false}
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true }}
    >
      <Select.Control>
        <Select.Trigger title={summary || undefined} {...trigger}>
          <Select.ValueText placeholder={placeholder} truncate {...valueText}>
            {summary || undefined}
          </Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {above}
            {root.collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      {children}
    </Select.Root>
  );
}
