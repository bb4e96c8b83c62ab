import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { fieldCollision, fieldKeyboardCoordinates } from './drag-geometry';

/** A group (g) holding two fields (g1, g2), then a field (b): rows 60 px high, the group 200 px. */
const RECTS: Record<string, ClientRect> = {
  a: rect(0, 60),
  g: rect(70, 200),
  g1: rect(120, 60, 20),
  g2: rect(190, 60, 20),
  b: rect(280, 60),
};

function rect(top: number, height: number, left = 0): ClientRect {
  return { top, left, height, width: 500 - left, bottom: top + height, right: 500 };
}

function containers(disabled: string[] = []) {
  const list = Object.keys(RECTS).map((id) => ({ id, key: id, disabled: disabled.includes(id), rect: { current: RECTS[id] } }) as unknown as DroppableContainer);
  return Object.assign(list, { getEnabled: () => list.filter((c) => !c.disabled) });
}

const droppableRects = new Map(Object.entries(RECTS));

function collide(pointer: { x: number; y: number } | null, collisionRect: ClientRect) {
  const list = containers().filter((c) => !c.disabled);
  return fieldCollision({ active: { id: 'a' } as never, collisionRect, droppableRects, droppableContainers: list, pointerCoordinates: pointer })[0]?.id;
}

function step(code: 'ArrowDown' | 'ArrowUp', activeId: string, top: number, disabled: string[] = []) {
  const event = { code, preventDefault() {} } as KeyboardEvent;
  const context = { active: { id: activeId }, collisionRect: { ...RECTS[activeId]!, top }, droppableRects, droppableContainers: containers(disabled) };
  return fieldKeyboardCoordinates(event, { active: activeId, currentCoordinates: { x: 0, y: top }, context } as never);
}

describe('drag geometry of the field tree', () => {
  it('a pointer is over the innermost field under it', () => {
    expect(collide({ x: 100, y: 130 }, rect(125, 60))).toBe('g1');
    expect(collide({ x: 100, y: 80 }, rect(75, 60))).toBe('g');
    expect(collide({ x: 5, y: 130 }, rect(125, 60))).toBe('g');
  });

  it('the keyboard is over the field whose top edge is nearest, whatever the heights', () => {
    expect(collide(null, rect(70, 200))).toBe('g');
    expect(collide(null, rect(185, 60))).toBe('g2');
  });

  it('the arrows step the top edge to the next field in document order, skipping what refuses drops', () => {
    expect(step('ArrowDown', 'a', 0)).toEqual({ x: 0, y: 70 });
    expect(step('ArrowDown', 'a', 70)).toEqual({ x: 0, y: 120 });
    expect(step('ArrowUp', 'b', 280)).toEqual({ x: 0, y: 190 });
    // A dragged group's own fields take no drop: from the group, down goes to the next field after it.
    expect(step('ArrowDown', 'g', 70, ['g1', 'g2'])).toEqual({ x: 0, y: 280 });
    expect(step('ArrowDown', 'b', 280)).toBeUndefined();
    expect(step('ArrowUp', 'a', 0)).toBeUndefined();
  });
});
