import { Box, Button, Fieldset, HStack, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useSafetyFormEmployeeCount } from '../api/get-safety-form-employee-count';
import { useSetSafetyFormEmployeeCount } from '../api/set-safety-form-employee-count';

export const THRESHOLD_MESSAGE = 'Employee threshold must be at least 1';

const thresholdSchema = z.object({
  value: z.number({ error: THRESHOLD_MESSAGE }).int('Employee threshold must be a whole number').min(1, THRESHOLD_MESSAGE),
});

/**
 * The Safety Lite tab's Employee threshold (safety-form-emp-count): a company with fewer employees begins
 * with Safety Lite instead of Safety. It has its own Save; read only for those who may not edit forms.
 */
export function EmployeeThresholdForm({ editable }: { editable: boolean }) {
  const { data } = useSafetyFormEmployeeCount();
  const [setCount, { loading: saving }] = useSetSafetyFormEmployeeCount();
  const current = data?.safetyFormEmployeeCount;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(thresholdSchema), defaultValues: { value: current ?? Number.NaN } });

  // The stored value, once it is known (and after each save).
  useEffect(() => {
    if (current !== undefined) reset({ value: current });
  }, [current, reset]);

  const submit = handleSubmit(async ({ value }) => {
    try {
      await setCount({ variables: { value } });
      toaster.create({ type: 'success', title: 'Employee threshold saved' });
    } catch {
      // The reason is in the Alert modal; the typed value stays for another try.
    }
  });

  return (
    <Box asChild borderWidth="1px" rounded="md" p="4" maxW="xl">
      <form onSubmit={submit} noValidate aria-label="Employee threshold">
        <Fieldset.Root disabled={!editable || current === undefined}>
          <Fieldset.Legend fontWeight="semibold">Safety Lite threshold</Fieldset.Legend>
          <Fieldset.HelperText>Companies with fewer employees than the threshold begin with the Safety Lite form instead of Safety.</Fieldset.HelperText>
          <HStack align="flex-start" gap="3">
            <Box w="40">
              <FormField label="Employee threshold" error={errors.value?.message} required={editable}>
                <Input type="number" min={1} step={1} inputMode="numeric" {...register('value', { valueAsNumber: true })} />
              </FormField>
            </Box>
            {editable && (
              // Level with the input, below its label.
              <Button type="submit" variant="outline" mt="7" loading={saving} aria-label="Save employee threshold">
                Save
              </Button>
            )}
          </HStack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}
