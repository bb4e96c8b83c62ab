import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphQLErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { useVerifyTaxId, type TaxIdVerification } from '../api/verify-tax-id';
import { formatTaxIdInput, taxIdFormSchema, type TaxIdLabel } from '../tax-id';
import { TAX_ID_OUTCOME_MESSAGES } from '../tax-id-outcome';

interface TaxIdVerifyFormProps {
  label: TaxIdLabel;
  /** 'register' on the VendorRegistration screen; absent on Prequalification. */
  from?: 'register';
  /** A tax ID verified on the screen before (registration -> Prequalification): filled in and verified at once. */
  initialTaxId?: string;
  onVerified: (taxId: string, result: TaxIdVerification | null) => void;
  /** A new verification starts: the previous outcome no longer applies. */
  onReset: () => void;
}

/** The tax-ID (FEIN) field and its Verify button. */
export function TaxIdVerifyForm({ label, from, initialTaxId, onVerified, onReset }: TaxIdVerifyFormProps) {
  const verify = useVerifyTaxId();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => taxIdFormSchema(label), [label]);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { taxId: initialTaxId ?? '' } });

  const onSubmit = handleSubmit(async ({ taxId }) => {
    setFailure(null);
    onReset();
    try {
      onVerified(taxId, await verify(taxId, from));
    } catch (error) {
      // Spec section 8: the server's message, else a fixed sentence (also for network failures).
      const message = graphQLErrorsOf(error)
        .map((e) => e.message)
        .filter(Boolean)
        .join('\n');
      setFailure(message || TAX_ID_OUTCOME_MESSAGES.verifyFailed);
    }
  });

  // Once, even when a development render runs effects twice: the carried tax ID is verified as if Verify was pressed.
  const carriedVerified = useRef(false);
  useEffect(() => {
    if (!initialTaxId || carriedVerified.current) return;
    carriedVerified.current = true;
    void onSubmit();
  }, [initialTaxId, onSubmit]);

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <HStack align="flex-start" gap="3">
          <FormField label={label} error={errors.taxId?.message} helperText="Format NN-NNNNNNN" required>
            <Controller
              control={control}
              name="taxId"
              render={({ field }) => (
                <Input
                  {...field}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="NN-NNNNNNN"
                  maxLength={10}
                  onChange={(event) => {
                    field.onChange(formatTaxIdInput(event.target.value));
                    setFailure(null);
                    onReset();
                  }}
                />
              )}
            />
          </FormField>
          <Button type="submit" mt="6" loading={isSubmitting} loadingText="Verifying">
            Verify
          </Button>
        </HStack>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description whiteSpace="pre-line">{failure}</Alert.Description>
          </Alert.Root>
        )}
      </form>
    </Stack>
  );
}
