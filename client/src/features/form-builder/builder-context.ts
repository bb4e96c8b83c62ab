import type { FieldType } from '@portal/common/forms/field-model';
import { createContext, useContext } from 'react';
import type { FieldTreeEditing } from './use-field-tree';

/** What every row of the tree needs from the editor, without passing it down each level. */
export interface BuilderActions {
  /** The signed-in user may change the template (forms.edit); everyone else reads it. */
  editable: boolean;
  editing: FieldTreeEditing;
  /** Opens the editor of a field (read only for those who may not edit). */
  openField(key: string): void;
  /** Opens the editor for a new field of `type`, added at the end of the form (null) or of a group. */
  addField(parentKey: string | null, type: FieldType): void;
  /** Asks before removing a group that holds fields; removes anything else at once. */
  removeField(key: string): void;
  /** Says something to screen readers (after a move, say). */
  announce(message: string): void;
}

export const BuilderContext = createContext<BuilderActions | null>(null);

export function useBuilder(): BuilderActions {
  const actions = useContext(BuilderContext);
  if (!actions) throw new Error('useBuilder must be used inside the form builder');
  return actions;
}

/**
 * While a field is dragged: its key and every key inside it. A list whose group is among them takes no
 * drop (a group cannot go inside itself), so the keyboard's arrows skip the dragged group's own fields.
 */
export const DraggedContext = createContext<ReadonlySet<string>>(new Set());
