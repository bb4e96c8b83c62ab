import type { ReactNode } from 'react';

/**
 * What every field widget is told, whatever form it sits in. The widgets hold no form state: each feature
 * binds them to its own react-hook-form (the registration form by path and its locks, the prequal form by
 * the template's slugs and its reviewer's flags) and passes the result in these props.
 */
export interface FieldFrameProps {
  /** The field's form path, kept on the wrapper (`data-field-path`) so a screen can find and focus the field. */
  name: string;
  label: string;
  /** Field.Root's id, from which the control's id is derived (a form that focuses fields by id sets it). */
  id?: string;
  /** Shows the required mark (and aria-required on a single control). */
  required?: boolean;
  error?: string;
  /** A hint under the control (the allowed range, the file types); hidden on a read-only value. */
  hint?: string;
  /** The value is shown, not changed. */
  readOnly?: boolean;
  /** Beside the label: a help icon, say. */
  labelAside?: ReactNode;
  /** Above the control: a reviewer's note, say. */
  note?: ReactNode;
}

/** The value side of a widget, as react-hook-form's controller gives it. */
export interface FieldControlProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** Where react-hook-form puts the keyboard on an error (the first focusable control). */
  inputRef?: (element: HTMLElement | null) => void;
  disabled?: boolean;
}

export type FieldWidgetProps<V> = FieldFrameProps & FieldControlProps<V>;

/** An option of a choice widget (a lookup list's row, or a form template's option). */
export interface FieldOption {
  value: string;
  label: string;
}
