import type { FormField } from '@portal/common/forms/field-model';
import { useCallback, useMemo, useReducer } from 'react';
import { insertNode, moveNode, moveNodeTo, removeNode, toFields, toNodes, updateNode, type FieldData, type FieldNode } from './field-tree';

type Action =
  | { type: 'insert'; parentKey: string | null; node: FieldNode }
  | { type: 'update'; key: string; data: FieldData }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; step: -1 | 1 }
  | { type: 'moveTo'; key: string; parentKey: string | null; index: number };

function reduce(nodes: FieldNode[], action: Action): FieldNode[] {
  switch (action.type) {
    case 'insert':
      return insertNode(nodes, action.parentKey, action.node);
    case 'update':
      return updateNode(nodes, action.key, action.data);
    case 'remove':
      return removeNode(nodes, action.key);
    case 'move':
      return moveNode(nodes, action.key, action.step);
    case 'moveTo':
      return moveNodeTo(nodes, action.key, action.parentKey, action.index);
  }
}

export interface FieldTreeEditing {
  insert(parentKey: string | null, node: FieldNode): void;
  update(key: string, data: FieldData): void;
  remove(key: string): void;
  move(key: string, step: -1 | 1): void;
  moveTo(key: string, parentKey: string | null, index: number): void;
}

/** The template being edited, from the saved version's fields; `dirty` while it differs from them. */
export function useFieldTree(saved: readonly FormField[]) {
  const [nodes, dispatch] = useReducer(reduce, saved, toNodes);
  const savedJson = useMemo(() => stableJson(toFields(toNodes(saved))), [saved]);
  const fields = useMemo(() => toFields(nodes), [nodes]);
  const dirty = useMemo(() => stableJson(fields) !== savedJson, [fields, savedJson]);
  const insert = useCallback((parentKey: string | null, node: FieldNode) => dispatch({ type: 'insert', parentKey, node }), []);
  const update = useCallback((key: string, data: FieldData) => dispatch({ type: 'update', key, data }), []);
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), []);
  const move = useCallback((key: string, step: -1 | 1) => dispatch({ type: 'move', key, step }), []);
  const moveTo = useCallback((key: string, parentKey: string | null, index: number) => dispatch({ type: 'moveTo', key, parentKey, index }), []);
  const editing: FieldTreeEditing = useMemo(() => ({ insert, update, remove, move, moveTo }), [insert, update, remove, move, moveTo]);
  return { nodes, fields, dirty, editing };
}

/** JSON with object keys sorted, so an edit that changes nothing but key order is no change. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
