import { KeyboardCode, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Where a dragged field is over, and where the keyboard moves it. Fields differ in height (a group holds
 * its fields), so dnd-kit's defaults (closest center; the next item's corners) keep a tall group over
 * itself or send it deep into the next group. Here a pointer is over the innermost field under it, and the
 * keyboard steps the dragged field's top edge from one field's top edge to the next, through every place
 * in document order (into and out of groups), with the field whose top edge is nearest being "over".
 */

const area = (r: { width: number; height: number }) => r.width * r.height;

export const fieldCollision: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers, pointerCoordinates }) => {
  const candidates = droppableContainers.flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ container, rect }] : [];
  });
  if (pointerCoordinates) {
    const { x, y } = pointerCoordinates;
    const under = candidates
      .filter(({ rect }) => x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height)
      .sort((a, b) => area(a.rect) - area(b.rect));
    if (under.length) return under.map(({ container, rect }) => ({ id: container.id, data: { droppableContainer: container, value: area(rect) } }));
  }
  return candidates
    .map(({ container, rect }) => ({ container, distance: Math.abs(rect.top - collisionRect.top), size: area(rect) }))
    .sort((a, b) => a.distance - b.distance || a.size - b.size)
    .map(({ container, distance }) => ({ id: container.id, data: { droppableContainer: container, value: distance } }));
};

export const fieldKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { active, collisionRect, droppableRects, droppableContainers } }) => {
  const down = event.code === KeyboardCode.Down;
  if (!down && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  let best: { top: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    // The dragged field's own place is a stop too: moving back onto it means "where it was".
    if (container.disabled && container.id !== active.id) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const ahead = down ? rect.top > collisionRect.top + 0.5 : rect.top < collisionRect.top - 0.5;
    if (ahead && (!best || (down ? rect.top < best.top : rect.top > best.top))) best = rect;
  }
  return best ? { x: collisionRect.left, y: best.top } : undefined;
};
