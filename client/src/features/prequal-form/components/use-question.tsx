import { useController } from 'react-hook-form';
import type { FieldFrameProps } from '../../../components/fields';
import { FieldTooltip } from './field-tooltip';
import { FlagNote } from './flag-note';
import { useRendererSettings } from './renderer-context';

/**
 * How the prequal form binds a shared field widget to one question: its answer by form name (slug, or
 * group.row.slug), its help as an info icon beside the label, the reviewer's note above it, read-only
 * as the renderer says. `frame` goes to the widget as is; `field` is react-hook-form's controller.
 */
export function useQuestion(name: string, { label, tooltip }: { label: string; tooltip?: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const frame: FieldFrameProps = {
    name,
    label,
    error: fieldState.error?.message,
    readOnly,
    labelAside: tooltip ? <FieldTooltip text={tooltip} about={label} /> : undefined,
    note: <FlagNote name={name} />,
  };
  const control = { onChange: field.onChange, onBlur: field.onBlur, inputRef: field.ref };
  return { frame, field, control, readOnly };
}
