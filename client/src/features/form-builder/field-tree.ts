import type { FormField, FormGroupField } from '@portal/common/forms/field-model';

/**
 * The builder's working copy of a template: the field tree with a key per field that stays put while the
 * field's slug is edited (drag and drop, React and focus follow the key). Pure functions; every change
 * answers a new tree.
 */

type WithoutChildren<T> = T extends FormField ? Omit<T, 'children' | 'userInput'> : never;
/** One field without its children (a group's children are the node's). */
export type FieldData = WithoutChildren<FormField>;

export interface FieldNode {
  key: string;
  data: FieldData;
  /** A group's fields; always empty for other types. */
  children: FieldNode[];
}

/** Where a field sits: its parent group's key (null at the top of the form) and its index there. */
export interface FieldPlace {
  node: FieldNode;
  parentKey: string | null;
  index: number;
  siblings: FieldNode[];
}

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `f${lastKey}`;
}

export function toNodes(fields: readonly FormField[]): FieldNode[] {
  return fields.map((field) => {
    const { children, userInput: _answer, ...data } = field as FormField & { children?: FormField[] };
    return { key: newKey(), data: data as FieldData, children: children ? toNodes(children) : [] };
  });
}

export function toFields(nodes: readonly FieldNode[]): FormField[] {
  return nodes.map(({ data, children }) => (data.type === 'formGroup' ? ({ ...data, children: toFields(children) } as FormGroupField) : (data as FormField)));
}

export function findPlace(nodes: readonly FieldNode[], key: string, parentKey: string | null = null): FieldPlace | null {
  for (const [index, node] of nodes.entries()) {
    if (node.key === key) return { node, parentKey, index, siblings: nodes as FieldNode[] };
    const inside = findPlace(node.children, key, node.key);
    if (inside) return inside;
  }
  return null;
}

/** Every slug of the tree, except the field `exceptKey`'s own. */
export function slugsOf(nodes: readonly FieldNode[], exceptKey?: string): Set<string> {
  const slugs = new Set<string>();
  const visit = (list: readonly FieldNode[]) => {
    for (const node of list) {
      if (node.key !== exceptKey) slugs.add(node.data.slug);
      visit(node.children);
    }
  };
  visit(nodes);
  return slugs;
}

export function countFields(nodes: readonly FieldNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countFields(node.children), 0);
}

/** The list of `parentKey`'s children (the top level for null) replaced by `change(list)`. */
function mapList(nodes: FieldNode[], parentKey: string | null, change: (list: FieldNode[]) => FieldNode[]): FieldNode[] {
  if (parentKey === null) return change(nodes);
  return nodes.map((node) =>
    node.key === parentKey
      ? { ...node, children: change(node.children) }
      : node.children.length
        ? { ...node, children: mapList(node.children, parentKey, change) }
        : node,
  );
}

/** Adds a field at the end of the form (parentKey null) or of a group, or at `index` there. */
export function insertNode(nodes: FieldNode[], parentKey: string | null, node: FieldNode, index?: number): FieldNode[] {
  return mapList(nodes, parentKey, (list) => {
    const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
    return [...list.slice(0, at), node, ...list.slice(at)];
  });
}

export function updateNode(nodes: FieldNode[], key: string, data: FieldData): FieldNode[] {
  return nodes.map((node) => {
    if (node.key === key) return { ...node, data, children: data.type === 'formGroup' ? node.children : [] };
    return node.children.length ? { ...node, children: updateNode(node.children, key, data) } : node;
  });
}

export function removeNode(nodes: FieldNode[], key: string): FieldNode[] {
  return nodes.filter((node) => node.key !== key).map((node) => (node.children.length ? { ...node, children: removeNode(node.children, key) } : node));
}

/** One step up (-1) or down (+1) among its siblings; unchanged at either end. */
export function moveNode(nodes: FieldNode[], key: string, step: -1 | 1): FieldNode[] {
  const place = findPlace(nodes, key);
  if (!place) return nodes;
  const to = place.index + step;
  if (to < 0 || to >= place.siblings.length) return nodes;
  return mapList(nodes, place.parentKey, (list) => arrayMove(list, place.index, to));
}

function contains(node: FieldNode, key: string): boolean {
  return node.children.some((child) => child.key === key || contains(child, key));
}

/**
 * Moves a field to `index` of another list (a group's, or the top level for null), as a drop does. Refused
 * (unchanged) when a group would go inside itself or into a field that is not a group.
 */
export function moveNodeTo(nodes: FieldNode[], key: string, parentKey: string | null, index: number): FieldNode[] {
  const place = findPlace(nodes, key);
  if (!place) return nodes;
  if (place.parentKey === parentKey) return mapList(nodes, parentKey, (list) => arrayMove(list, place.index, Math.min(index, list.length - 1)));
  if (parentKey !== null) {
    const target = findPlace(nodes, parentKey);
    if (!target || target.node.data.type !== 'formGroup' || parentKey === key || contains(place.node, parentKey)) return nodes;
  }
  return insertNode(removeNode(nodes, key), parentKey, place.node, index);
}

export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
