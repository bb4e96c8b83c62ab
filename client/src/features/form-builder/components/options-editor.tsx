import { Box, Button, Field, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { arrayMove } from '../field-tree';
import { newOption, type DraftErrors, type DraftOption } from '../field-draft';
import { slugify } from '../slug';

interface OptionsEditorProps {
  options: DraftOption[];
  errors: DraftErrors;
  onChange(options: DraftOption[]): void;
  /** A checkbox may have none: then it is one box to tick. */
  optional?: boolean;
}

/** The choices of a dropdown, radio or checkbox list: label and stored value, added, removed, reordered. */
export function OptionsEditor({ options, errors, onChange, optional = false }: OptionsEditorProps) {
  const change = (id: string, patch: Partial<DraftOption>) => onChange(options.map((o) => (o.id === id ? { ...o, ...patch } : o)));
  const setLabel = (option: DraftOption, label: string) =>
    // The value follows the label until it is typed in itself.
    change(option.id, option.value === '' || option.value === slugify(option.label) ? { label, value: slugify(label) } : { label });

  return (
    <Fieldset.Root invalid={Boolean(errors.options)}>
      <Fieldset.Legend>Options</Fieldset.Legend>
      <Fieldset.HelperText>
        {optional
          ? 'Without options the checkbox is one box to tick (a confirmation); with options, one box per option.'
          : 'Vendors choose from these. The value is what the answer stores.'}
      </Fieldset.HelperText>
      <Stack gap="2" as="ol" listStyleType="none" m="0" p="0">
        {options.map((option, index) => {
          const n = index + 1;
          const optionErrors = errors.optionErrors?.[option.id];
          return (
            <Box as="li" key={option.id}>
              <HStack gap="2" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <Field.Root invalid={Boolean(optionErrors?.label)} flex="2">
                  <Field.Label>{`Option ${n} label`}</Field.Label>
                  <Input value={option.label} onChange={(e) => setLabel(option, e.target.value)} />
                  {optionErrors?.label && <Field.ErrorText>{optionErrors.label}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={Boolean(optionErrors?.value)} flex="1">
                  <Field.Label>{`Option ${n} value`}</Field.Label>
                  <Input value={option.value} onChange={(e) => change(option.id, { value: e.target.value })} />
                  {optionErrors?.value && <Field.ErrorText>{optionErrors.value}</Field.ErrorText>}
                </Field.Root>
                <HStack gap="0" alignSelf={{ md: 'flex-end' }}>
                  <IconButton
                    aria-label={`Move option ${n} up`}
                    aria-disabled={index === 0}
                    variant="ghost"
                    size="sm"
                    onClick={() => index > 0 && onChange(arrayMove(options, index, index - 1))}
                  >
                    <LuArrowUp aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move option ${n} down`}
                    aria-disabled={index === options.length - 1}
                    variant="ghost"
                    size="sm"
                    onClick={() => index < options.length - 1 && onChange(arrayMove(options, index, index + 1))}
                  >
                    <LuArrowDown aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove option ${n}`}
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    onClick={() => onChange(options.filter((o) => o.id !== option.id))}
                  >
                    <LuTrash2 aria-hidden="true" />
                  </IconButton>
                </HStack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      {options.length === 0 && <Text color="fg.muted">No options.</Text>}
      {errors.options && <Fieldset.ErrorText>{errors.options}</Fieldset.ErrorText>}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...options, newOption()])}>
        <LuPlus aria-hidden="true" /> Add option
      </Button>
    </Fieldset.Root>
  );
}
