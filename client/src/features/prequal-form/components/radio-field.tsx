import { RadioGroup, Wrap } from '@chakra-ui/react';
import type { RadioField as RadioFieldModel } from '@portal/common/forms/field-model';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { ChoiceFrame } from './field-frame';
import { useRendererSettings } from './renderer-context';

/** radio: one option, every option visible at once. Read only, the buttons are disabled. */
export function RadioField({ field: model, name }: { field: RadioFieldModel; name: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { label, tooltip } = model.props;
  const options = model.props.options ?? [];
  // The radio group is named by the question shown above it.
  const labelId = useId();
  return (
    <ChoiceFrame name={name} label={label} tooltip={tooltip} error={fieldState.error?.message} readOnly={readOnly} labelId={labelId}>
      <RadioGroup.Root
        aria-labelledby={labelId}
        name={field.name}
        value={typeof field.value === 'string' && field.value ? field.value : null}
        onValueChange={(details) => field.onChange(details.value ?? '')}
        disabled={readOnly}
        invalid={Boolean(fieldState.error)}
      >
        <Wrap gap="5">
          {options.map((o, i) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Wrap>
      </RadioGroup.Root>
    </ChoiceFrame>
  );
}
