import { Alert, Box, Button, Fieldset, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { COVERAGES, type CoverageType } from '@portal/common/domain/insurance';
import { requirementProfileSchema } from '@portal/common/validation/insurance';
import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { CheckboxField, TextInputField } from '../../../components/fields';
import { toaster } from '../../../components/toaster';
import type { InsuranceRequirementInput } from '../../../gql/graphql';
import type { InsuranceRequirementRow } from '../api/insurance-requirements';
import { requirementErrorsOf, requirementInputOf, requirementValuesOf, type CoverageValues, type RequirementValues } from '../requirement-values';

/**
 * A requirement profile's form (the builder's, or a project's): per coverage of the registry, whether it is required,
 * its minimum limits (dollars; blank: no minimum) and the flags it must carry. Saved whole by `onSave`, which answers
 * the profile as saved; the server then checks the companies concerned again.
 */
export function RequirementsEditor({
  requirements,
  onSave,
  saved,
}: {
  requirements: readonly InsuranceRequirementRow[];
  onSave: (input: InsuranceRequirementInput[]) => Promise<readonly InsuranceRequirementRow[] | null>;
  /** The toast after a save. */
  saved: string;
}) {
  const [values, setValues] = useState<RequirementValues>(() => requirementValuesOf(requirements));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const setCoverage = (key: CoverageType, patch: Partial<CoverageValues>) => setValues((v) => ({ ...v, [key]: { ...v[key], ...patch } }));
  const input = requirementInputOf(values);

  const submit = async () => {
    setFormError(null);
    const checked = requirementProfileSchema.safeParse(input);
    if (!checked.success) {
      setErrors(requirementErrorsOf(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])), input));
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      const rows = await onSave(input);
      if (rows) setValues(requirementValuesOf(rows));
      toaster.create({ type: 'success', title: saved });
    } catch (e) {
      const fields = requirementErrorsOf(fieldErrorsOf(e), input);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessageOf(e));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {formError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{formError}</Alert.Title>
        </Alert.Root>
      )}
      {COVERAGES.map((c) => {
        const v = values[c.key];
        return (
          <Box key={c.key} borderWidth="1px" rounded="md" p="4">
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{c.label}</Fieldset.Legend>
              <Stack gap="3" mt="2">
                <CheckboxField
                  name={`${c.key}-required`}
                  label={`${c.label} is required`}
                  value={v.required}
                  onChange={(required) => setCoverage(c.key, { required })}
                />
                {v.required && (
                  <>
                    {c.limits.length > 0 && (
                      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                        {c.limits.map((l) => (
                          <TextInputField
                            key={l.key}
                            name={`${c.key}-${l.key}`}
                            label={`Minimum ${l.label} ($)`}
                            inputMode="decimal"
                            value={v.minimums[l.key] ?? ''}
                            onChange={(amount) => setCoverage(c.key, { minimums: { ...v.minimums, [l.key]: amount } })}
                            error={errors[`${c.key}.${l.key}`]}
                          />
                        ))}
                      </SimpleGrid>
                    )}
                    <HStack gap="5" wrap="wrap">
                      {c.statutory && (
                        <CheckboxField
                          name={`${c.key}-statutory`}
                          label="Statutory limits"
                          value={v.statutory}
                          onChange={(statutory) => setCoverage(c.key, { statutory })}
                        />
                      )}
                      <CheckboxField
                        name={`${c.key}-additionalInsured`}
                        label="Additional insured"
                        value={v.additionalInsured}
                        onChange={(additionalInsured) => setCoverage(c.key, { additionalInsured })}
                      />
                      <CheckboxField
                        name={`${c.key}-waiverOfSubrogation`}
                        label="Waiver of subrogation"
                        value={v.waiverOfSubrogation}
                        onChange={(waiverOfSubrogation) => setCoverage(c.key, { waiverOfSubrogation })}
                      />
                    </HStack>
                  </>
                )}
              </Stack>
            </Fieldset.Root>
          </Box>
        );
      })}
      <HStack justify="flex-end">
        <Button type="submit" loading={loading}>
          Save requirements
        </Button>
      </HStack>
    </Stack>
  );
}
