import { Textarea } from '@chakra-ui/react';
import { TEXT_AREA_MAX, type InputTextAreaField } from '@portal/common/forms/field-model';
import { useController } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useRendererSettings } from './renderer-context';

/** inputTextArea: a longer written answer. */
export function TextAreaField({ field: model, name }: { field: InputTextAreaField; name: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { label, tooltip, maxVal } = model.props;
  return (
    <FieldFrame
      name={name}
      label={label}
      tooltip={tooltip}
      error={fieldState.error?.message}
      helperText={`At most ${maxVal ?? TEXT_AREA_MAX} characters`}
      readOnly={readOnly}
    >
      <Textarea
        ref={field.ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        rows={3}
        autoresize
        variant={readOnly ? 'subtle' : 'outline'}
      />
    </FieldFrame>
  );
}
