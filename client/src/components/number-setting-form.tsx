import { Box, Button, Fieldset, HStack, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from './form-field';
import { toaster } from './toaster';

export interface NumberSettingFormProps {
  /** The form's accessible name and its legend. */
  name: string;
  legend: string;
  helper: string;
  label: string;
  /** The stored value; undefined while it loads (the form is disabled until then). */
  current: number | undefined;
  min: number;
  max?: number;
  /** Said for an empty, too small or too large value; and for a fraction. */
  rangeMessage: string;
  wholeMessage: string;
  /** Resolves once saved; throws when the server refused (its Alert modal says why). */
  save: (value: number) => Promise<unknown>;
  saving: boolean;
  savedMessage: string;
  saveLabel: string;
  editable?: boolean;
  width?: string;
}

/**
 * One whole-number portal setting with its own Save (the Safety Lite threshold, the overdue-review days): validated
 * in the browser with the server's range, the stored value shown once known and again after each save.
 */
export function NumberSettingForm(props: NumberSettingFormProps) {
  const { current, min, max, rangeMessage, wholeMessage, editable = true } = props;
  const schema = useMemo(() => {
    const base = z.number({ error: rangeMessage }).int(wholeMessage).min(min, rangeMessage);
    return z.object({ value: max === undefined ? base : base.max(max, rangeMessage) });
  }, [min, max, rangeMessage, wholeMessage]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { value: current ?? Number.NaN } });

  // The stored value, once it is known (and after each save).
  useEffect(() => {
    if (current !== undefined) reset({ value: current });
  }, [current, reset]);

  const submit = handleSubmit(async ({ value }) => {
    try {
      await props.save(value);
      toaster.create({ type: 'success', title: props.savedMessage });
    } catch {
      // The reason is in the Alert modal; the typed value stays for another try.
    }
  });

  return (
    <Box asChild borderWidth="1px" rounded="md" p="4" maxW="xl">
      <form onSubmit={submit} noValidate aria-label={props.name}>
        <Fieldset.Root disabled={!editable || current === undefined}>
          <Fieldset.Legend fontWeight="semibold">{props.legend}</Fieldset.Legend>
          <Fieldset.HelperText>{props.helper}</Fieldset.HelperText>
          <HStack align="flex-start" gap="3" wrap="wrap">
            <Box w={props.width ?? '40'}>
              <FormField label={props.label} error={errors.value?.message} required={editable}>
                <Input type="number" min={min} max={max} step={1} inputMode="numeric" {...register('value', { valueAsNumber: true })} />
              </FormField>
            </Box>
            {editable && (
              // Level with the input, below its label.
              <Button type="submit" variant="outline" mt="7" loading={props.saving} aria-label={props.saveLabel}>
                Save
              </Button>
            )}
          </HStack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}
