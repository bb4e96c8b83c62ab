import { Badge, HStack, Text } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { LuGripVertical } from 'react-icons/lu';
import { DraggedContext, useBuilder } from '../builder-context';
import { fieldCollision, fieldKeyboardCoordinates } from '../drag-geometry';
import { findPlace, type FieldNode } from '../field-tree';
import { FIELD_TYPE_LABELS, fieldName } from '../field-types';
import { END_OF_LIST, SortableFieldList } from './sortable-field-list';

const NOTHING: ReadonlySet<string> = new Set();

function keysInside(node: FieldNode): string[] {
  return node.children.flatMap((child) => [child.key, ...keysInside(child)]);
}

const INSTRUCTIONS =
  'To pick up a field, press space or enter on its drag handle. While dragging, use the arrow keys to move it, press space or enter to drop it, or escape to cancel. The Move up and Move down buttons move a field one place at a time.';

/**
 * The template's fields as a nested list. Reorder by dragging a handle (pointer, or the keyboard: space,
 * arrows, space), into and out of groups too; or with each row's Move up / Move down buttons.
 */
export function FieldTreeView({ nodes }: { nodes: FieldNode[] }) {
  const { editing } = useBuilder();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: fieldKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const key = String(id);
      if (key.startsWith(END_OF_LIST)) {
        const group = key.slice(END_OF_LIST.length);
        const place = group ? findPlace(nodes, group) : null;
        return place ? `the end of ${fieldName(place.node)}` : 'the end of the form';
      }
      const place = findPlace(nodes, key);
      return place ? fieldName(place.node) : 'a field';
    };
    return {
      onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
      onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a place to drop.`),
      onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped at ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped where it was.`),
      onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
    };
  }, [nodes]);

  const [draggedNode, setDraggedNode] = useState<FieldNode | null>(null);
  const dragged = useMemo(() => (draggedNode ? new Set([draggedNode.key, ...keysInside(draggedNode)]) : NOTHING), [draggedNode]);
  const onDragStart = ({ active }: DragStartEvent) => setDraggedNode(findPlace(nodes, String(active.id))?.node ?? null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedNode(null);
    if (!over || active.id === over.id) return;
    const key = String(active.id);
    const target = String(over.id);
    if (target.startsWith(END_OF_LIST)) {
      editing.moveTo(key, target.slice(END_OF_LIST.length) || null, Number.MAX_SAFE_INTEGER);
      return;
    }
    const place = findPlace(nodes, target);
    if (place) editing.moveTo(key, place.parentKey, place.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={fieldCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraggedNode(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <DraggedContext.Provider value={dragged}>
        <SortableFieldList nodes={nodes} parentKey={null} label="Fields of the form" />
      </DraggedContext.Provider>
      {/* What follows the pointer (or the arrow keys): the field's name and type; its row stays in place. */}
      <DragOverlay dropAnimation={null}>
        {draggedNode && (
          <HStack gap="2" borderWidth="1px" rounded="md" bg="bg" shadow="lg" p="2" maxW="xl" cursor="grabbing">
            <LuGripVertical aria-hidden="true" />
            <Text fontWeight="medium" lineClamp={1}>
              {fieldName(draggedNode)}
            </Text>
            <Badge variant="surface">{FIELD_TYPE_LABELS[draggedNode.data.type]}</Badge>
          </HStack>
        )}
      </DragOverlay>
    </DndContext>
  );
}
