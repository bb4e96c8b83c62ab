import { Badge, Box, Button, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
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
  /** False while the field's own group is dragged: nothing drops inside it then. */
  droppable: boolean;
  /** A group's own list of fields (given by the list, which renders rows: the two nest each other). */
  renderGroupBody(node: FieldNode, name: string): ReactNode;
}

/**
 * One field of the tree: its label, type and slug, a drag handle and Move up / Move down (the keyboard's
 * way to reorder), Edit and Remove. A group shows its own fields below.
 */
export const FieldRow = memo(function FieldRow({ node, parentKey, index, count, droppable, renderGroupBody }: FieldRowProps) {
  const { editable, editing, openField, removeField, announce } = useBuilder();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, isOver, activeIndex } = useSortable({
    id: node.key,
    disabled: { draggable: !editable, droppable: !editable || !droppable },
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
      opacity={isDragging ? 0.5 : 1}
      position="relative"
      borderWidth="1px"
      rounded="md"
      bg={isGroup ? 'bg.subtle' : 'bg'}
      p="2"
    >
      {isOver && !isDragging && <DropLine after={activeIndex !== -1 && activeIndex < index} />}
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

/**
 * Where the dragged field will land: before this one, or after it when it comes from above in the same
 * list (the rows never shift while dragging, so what is under the pointer stays put).
 */
function DropLine({ after }: { after: boolean }) {
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      insetX="0"
      {...(after ? { bottom: '-5px' } : { top: '-5px' })}
      height="3px"
      rounded="full"
      bg="blue.solid"
      pointerEvents="none"
    />
  );
}
