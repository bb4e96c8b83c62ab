import { Checkbox, CheckboxGroup, Field, HStack, SimpleGrid } from '@chakra-ui/react';
import type { CheckboxField as CheckboxFieldModel } from '@portal/common/forms/field-model';
import { useController } from 'react-hook-form';
import { ChoiceFrame, FieldFrameBox } from './field-frame';
import { FieldTooltip } from './field-tooltip';
import { useRendererSettings } from './renderer-context';

/**
 * checkbox: without options one box the vendor ticks to confirm (its label is the statement); with
 * options a group of boxes, any number ticked. Read only, the boxes are disabled.
 */
export function CheckboxField({ field: model, name }: { field: CheckboxFieldModel; name: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { label, tooltip, options } = model.props;
  const error = fieldState.error?.message;

  if (!options) {
    return (
      <FieldFrameBox name={name}>
        <Field.Root invalid={Boolean(error)} disabled={readOnly}>
          <HStack gap="1" align="flex-start">
            <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)} alignItems="flex-start">
              <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
            {tooltip && <FieldTooltip text={tooltip} about={label} />}
          </HStack>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </FieldFrameBox>
    );
  }

  return (
    <ChoiceFrame name={name} label={label} tooltip={tooltip} error={error} readOnly={readOnly}>
      <CheckboxGroup name={field.name} value={Array.isArray(field.value) ? (field.value as string[]) : []} onValueChange={field.onChange} disabled={readOnly}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
          {options.map((o, i) => (
            <Checkbox.Root key={o.value} value={o.value} invalid={Boolean(error)}>
              <Checkbox.HiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
    </ChoiceFrame>
  );
}
