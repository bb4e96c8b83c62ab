import { Box, Text } from '@chakra-ui/react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useBuilder } from '../builder-context';
import type { FieldNode } from '../field-tree';
import { AddFieldMenu } from './add-field-menu';
import { FieldRow } from './field-row';

/** The id of the drop area at the end of a list: `end:<group key>`, or `end:` for the form itself. */
export const END_OF_LIST = 'end:';

interface SortableFieldListProps {
  nodes: FieldNode[];
  /** The group whose fields these are; null for the top of the form. */
  parentKey: string | null;
  /** Names the list for screen readers ("Fields of Safety contact"). */
  label: string;
}

/** One level of the tree: its fields sortable among themselves, and a drop area to append to it. */
export function SortableFieldList({ nodes, parentKey, label }: SortableFieldListProps) {
  return (
    <SortableContext items={nodes.map((n) => n.key)} strategy={verticalListSortingStrategy}>
      <Box as="ul" aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2" m="0" p="0">
        {nodes.map((node, index) => (
          <FieldRow key={node.key} node={node} parentKey={parentKey} index={index} count={nodes.length} renderGroupBody={renderGroupBody} />
        ))}
      </Box>
      <EndDropArea parentKey={parentKey} empty={nodes.length === 0} />
    </SortableContext>
  );
}

/** A group's fields, sortable, and its Add field menu. */
function renderGroupBody(node: FieldNode, name: string): ReactNode {
  return <GroupBody node={node} name={name} />;
}

function GroupBody({ node, name }: { node: FieldNode; name: string }) {
  const { editable } = useBuilder();
  return (
    <>
      <SortableFieldList nodes={node.children} parentKey={node.key} label={`Fields of ${name}`} />
      {editable && <AddFieldMenu parentKey={node.key} groupName={name} />}
    </>
  );
}

/** Where a dragged field lands to go last in this list (an empty group's only target). */
function EndDropArea({ parentKey, empty }: { parentKey: string | null; empty: boolean }) {
  const { active } = useDndContext();
  const { setNodeRef, isOver } = useDroppable({ id: `${END_OF_LIST}${parentKey ?? ''}` });
  if (!active && !empty) return <Box ref={setNodeRef} />;
  return (
    <Box
      ref={setNodeRef}
      mt="2"
      px="3"
      py={active ? '3' : '2'}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={isOver ? 'colorPalette.solid' : 'border'}
      rounded="md"
      color="fg.muted"
      fontSize="sm"
    >
      <Text>{active ? 'Drop here to place it last' : 'No fields here yet.'}</Text>
    </Box>
  );
}
