import { Box, Text } from '@chakra-ui/react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy } from '@dnd-kit/sortable';
import { memo, useContext, useMemo, type ReactNode } from 'react';
import { DraggedContext, useBuilder } from '../builder-context';
import type { FieldNode } from '../field-tree';
import { AddFieldMenu } from './add-field-menu';
import { FieldRow } from './field-row';

/**
 * Rows never shift while a field is dragged (a line shows where it lands): a group's fields keep their
 * place under the pointer, so dropping into a group lands where it looks.
 */
const stayPut: SortingStrategy = () => null;

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
export const SortableFieldList = memo(function SortableFieldList({ nodes, parentKey, label }: SortableFieldListProps) {
  const dragged = useContext(DraggedContext);
  const dropsRefused = parentKey !== null && dragged.has(parentKey);
  // The same array while this list is unchanged, so its rows are not told that their list changed.
  const items = useMemo(() => nodes.map((n) => n.key), [nodes]);
  return (
    <SortableContext items={items} strategy={stayPut}>
      <Box as="ul" aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2" m="0" p="0">
        {nodes.map((node, index) => (
          <FieldRow key={node.key} node={node} parentKey={parentKey} index={index} count={nodes.length} droppable={!dropsRefused} renderGroupBody={renderGroupBody} />
        ))}
      </Box>
      <EndDropArea parentKey={parentKey} empty={nodes.length === 0} disabled={dropsRefused} />
    </SortableContext>
  );
});

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

/**
 * Where a dragged field lands to go last in this list (an empty group's only target). It keeps one size
 * whether a drag is on or not: a layout that grew at the start of a drag would move the rows away from
 * under the pointer.
 */
function EndDropArea({ parentKey, empty, disabled }: { parentKey: string | null; empty: boolean; disabled: boolean }) {
  const { active } = useDndContext();
  const { setNodeRef, isOver } = useDroppable({ id: `${END_OF_LIST}${parentKey ?? ''}`, disabled });
  const showing = Boolean(active) && !disabled;
  return (
    <Box
      ref={setNodeRef}
      mt="2"
      minH="4"
      px="3"
      py={empty ? '2' : '0'}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={isOver ? 'blue.solid' : showing || empty ? 'border' : 'transparent'}
      bg={isOver ? 'blue.subtle' : undefined}
      rounded="md"
      color="fg.muted"
      fontSize="sm"
    >
      {empty && <Text>No fields here yet.</Text>}
    </Box>
  );
}
