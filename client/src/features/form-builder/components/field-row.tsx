import { Badge, Box, Button, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuGripVertical } from 'react-icons/lu';
import { useBuilder } from '../builder-context';
import type { FieldNode } from '../field-tree';
import { FIELD_TYPE_LABELS, fieldName } from '../field-types';

interface FieldRowProps {
  node: FieldNode;
  parentKey: string | null;
  index: number;
  /** How many fields share the list, for Move up / Move down. */
  count: number;
  /** A group's own list of fields (given by the list, which renders rows: the two nest each other). */
  renderGroupBody(node: FieldNode, name: string): ReactNode;
}

/**
 * One field of the tree: its label, type and slug, a drag handle and Move up / Move down (the keyboard's
 * way to reorder), Edit and Remove. A group shows its own fields below.
 */
export const FieldRow = memo(function FieldRow({ node, parentKey, index, count, renderGroupBody }: FieldRowProps) {
  const { editable, editing, openField, removeField, announce } = useBuilder();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.key,
    disabled: !editable,
    data: { parentKey },
  });
  const name = fieldName(node);
  const { data } = node;
  const isGroup = data.type === 'formGroup';

  const move = (step: -1 | 1) => {
    const to = index + step;
    if (to < 0 || to >= count) return;
    editing.move(node.key, step);
    announce(`${name} moved ${step < 0 ? 'up' : 'down'} to position ${to + 1} of ${count}.`);
  };

  return (
    <Box
      as="li"
      ref={setNodeRef}
      id={`field-${node.key}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.6 : 1}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth="1px"
      rounded="md"
      bg={isGroup ? 'bg.subtle' : 'bg'}
      p="2"
    >
      <HStack gap="2" align="center" wrap="wrap">
        {editable && (
          <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag ${name}`} variant="ghost" size="sm" cursor="grab">
            <LuGripVertical aria-hidden="true" />
          </IconButton>
        )}
        <Stack gap="1" flex="1" minW="48">
          <Text fontWeight="medium" lineClamp={2}>
            {name}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="surface">{FIELD_TYPE_LABELS[data.type]}</Badge>
            {data.type === 'inputText' && <Badge variant="outline">{data.props.type}</Badge>}
            {data.type === 'formGroup' && data.props.multipleDynamicInputs && <Badge colorPalette="purple">Repeatable</Badge>}
            <Code size="sm">{data.slug}</Code>
          </HStack>
        </Stack>
        <HStack gap="1">
          {editable && (
            <>
              <IconButton aria-label={`Move ${name} up`} aria-disabled={index === 0} variant="ghost" size="sm" onClick={() => move(-1)}>
                <LuArrowUp aria-hidden="true" />
              </IconButton>
              <IconButton aria-label={`Move ${name} down`} aria-disabled={index === count - 1} variant="ghost" size="sm" onClick={() => move(1)}>
                <LuArrowDown aria-hidden="true" />
              </IconButton>
            </>
          )}
          <Button size="sm" variant="outline" aria-label={`${editable ? 'Edit' : 'View'} ${name}`} onClick={() => openField(node.key)} id={`edit-${node.key}`}>
            {editable ? 'Edit' : 'View'}
          </Button>
          {editable && (
            <Button size="sm" variant="outline" colorPalette="red" aria-label={`Remove ${name}`} onClick={() => removeField(node.key)}>
              Remove
            </Button>
          )}
        </HStack>
      </HStack>
      {isGroup && (
        <Stack gap="2" mt="2" ps={{ base: '3', md: '8' }}>
          {renderGroupBody(node, name)}
        </Stack>
      )}
    </Box>
  );
});
