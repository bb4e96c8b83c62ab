import { Box, Checkbox, CheckboxGroup, Field, HStack, RadioGroup, SimpleGrid, Wrap } from '@chakra-ui/react';
import { ChoiceFrame } from './choice-frame';
import type { FieldOption, FieldWidgetProps } from './field-props';

interface OptionsProps {
  options: readonly FieldOption[];
}

/** One option of several, every option visible at once (Yes / No, say). '' is no answer. */
export function RadioGroupField({ value, onChange, onBlur, inputRef, disabled, options, ...frame }: FieldWidgetProps<string> & OptionsProps) {
  const invalid = Boolean(frame.error);
  return (
    <ChoiceFrame {...frame}>
      {(labelId) => (
        <RadioGroup.Root
          aria-labelledby={labelId}
          name={frame.name}
          value={value || null}
          onValueChange={(details) => onChange(details.value ?? '')}
          readOnly={frame.readOnly}
          disabled={disabled}
          invalid={invalid}
        >
          <Wrap gap="5">
            {options.map((o, i) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput ref={i === 0 ? inputRef : undefined} onBlur={onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Wrap>
        </RadioGroup.Root>
      )}
    </ChoiceFrame>
  );
}

/** Any number of options ticked, shown at once as a list of boxes. */
export function CheckboxGroupField({ value, onChange, onBlur, inputRef, disabled, options, ...frame }: FieldWidgetProps<string[]> & OptionsProps) {
  const invalid = Boolean(frame.error);
  return (
    <ChoiceFrame {...frame}>
      {() => (
        <CheckboxGroup name={frame.name} value={value} onValueChange={onChange} readOnly={frame.readOnly} disabled={disabled}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {options.map((o, i) => (
              <Checkbox.Root key={o.value} value={o.value} invalid={invalid}>
                <Checkbox.HiddenInput ref={i === 0 ? inputRef : undefined} onBlur={onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{o.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      )}
    </ChoiceFrame>
  );
}

/** One box ticked to confirm: its label is the statement, so it has no label above it. */
export function CheckboxField({ value, onChange, onBlur, inputRef, disabled, name, label, error, readOnly, labelAside, note }: FieldWidgetProps<boolean>) {
  return (
    <Box data-field-path={name} minW="0">
      {note}
      <Field.Root invalid={Boolean(error)} disabled={disabled} readOnly={readOnly}>
        <HStack gap="1" align="flex-start">
          <Checkbox.Root checked={value} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="flex-start">
            <Checkbox.HiddenInput ref={inputRef} name={name} onBlur={onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          {labelAside}
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Box>
  );
}
