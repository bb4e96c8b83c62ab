import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { COVERAGES, coverageOf, type CoverageType } from '@portal/common/domain/insurance';
import { policyInputSchema } from '@portal/common/validation/insurance';
import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { CheckboxField, SelectField, TextInputField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import type { InsurancePolicyInput } from '../../../gql/graphql';
import type { InsurancePolicyRow } from '../api/get-company-insurance';
import { useCertificateFiles } from '../api/get-certificate-files';

type Values = Omit<InsurancePolicyInput, 'limits'> & { limits: Record<string, string> };

const COVERAGE_OPTIONS = COVERAGES.map((c) => ({ value: c.key, label: c.label }));

function valuesOf(policy: InsurancePolicyRow | null): Values {
  if (!policy)
    return {
      coverage: 'GENERAL_LIABILITY',
      carrier: '',
      policyNumber: '',
      effectiveDate: '',
      expiryDate: '',
      limits: {},
      certificateFileId: '',
      additionalInsured: false,
      waiverOfSubrogation: false,
      statutory: false,
    };
  return {
    coverage: policy.coverage,
    carrier: policy.carrier,
    policyNumber: policy.policyNumber,
    effectiveDate: policy.effectiveDate,
    expiryDate: policy.expiryDate,
    limits: Object.fromEntries(policy.limits.map((l) => [l.key, l.amount])),
    statutory: policy.statutory,
    additionalInsured: policy.additionalInsured,
    waiverOfSubrogation: policy.waiverOfSubrogation,
    certificateFileId: policy.certificateFileId,
  };
}

/** The input as the API takes it: the coverage's limits only, in the registry's order. */
export function policyInputOf(v: Values): InsurancePolicyInput {
  const limits = coverageOf(v.coverage as CoverageType)
    .limits.filter((l) => (v.limits[l.key] ?? '').trim() !== '')
    .map((l) => ({ key: l.key, amount: v.limits[l.key]!.trim() }));
  return { ...v, limits };
}

/** A field error's name for a limit: the API names `limits.<i>.amount` by the sent list's position. */
function limitErrors(errors: Record<string, string>, input: InsurancePolicyInput): Record<string, string> {
  const out: Record<string, string> = {};
  input.limits.forEach((l, i) => {
    const e = errors[`limits.${i}.amount`];
    if (e) out[l.key] = e;
  });
  return out;
}

/** Add or edit one policy: the coverage, carrier, number, dates, the coverage's limits, its flags, and its certificate. */
export function PolicyDialog({
  vendorId,
  policy,
  busy,
  onSave,
  onCancel,
}: {
  vendorId: string;
  policy: InsurancePolicyRow | null;
  busy: boolean;
  /** Saves; a rejection's field errors show on the fields. */
  onSave: (input: InsurancePolicyInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(policy));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const files = useCertificateFiles(vendorId, false);
  const coverage = coverageOf(values.coverage as CoverageType);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const input = policyInputOf(values);
  const limitError = limitErrors(errors, input);
  const fileOptions = (files.data?.vendorFiles.items ?? []).map((f) => ({ value: f.fileId, label: f.fileName }));

  const submit = async () => {
    setFormError(null);
    const checked = policyInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      await onSave(input);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessageOf(e));
    }
  };

  return (
    <FormDialog title={policy ? 'Edit policy' : 'Add policy'} busy={busy} onSubmit={submit} onCancel={onCancel} size="lg">
      <Stack gap="4">
        {formError && (
          <Text color="fg.error" role="alert">
            {formError}
          </Text>
        )}
        <SelectField
          name="coverage"
          label="Coverage"
          required
          options={COVERAGE_OPTIONS}
          value={values.coverage}
          onChange={(c) => set({ coverage: c as CoverageType })}
          error={errors.coverage}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextInputField
            name="carrier"
            label="Carrier"
            required
            value={values.carrier}
            onChange={(carrier) => set({ carrier })}
            error={errors.carrier}
            maxLength={200}
          />
          <TextInputField
            name="policyNumber"
            label="Policy number"
            required
            value={values.policyNumber}
            onChange={(policyNumber) => set({ policyNumber })}
            error={errors.policyNumber}
            maxLength={100}
          />
          <TextInputField
            name="effectiveDate"
            label="Effective date"
            type="date"
            required
            value={values.effectiveDate}
            onChange={(effectiveDate) => set({ effectiveDate })}
            error={errors.effectiveDate}
          />
          <TextInputField
            name="expiryDate"
            label="Expiry date"
            type="date"
            required
            value={values.expiryDate}
            onChange={(expiryDate) => set({ expiryDate })}
            error={errors.expiryDate}
          />
          {coverage.limits.map((l) => (
            <TextInputField
              key={`${coverage.key}-${l.key}`}
              name={`limit-${l.key}`}
              label={`${coverage.label} ${l.label} ($)`}
              inputMode="decimal"
              value={values.limits[l.key] ?? ''}
              onChange={(amount) => set({ limits: { ...values.limits, [l.key]: amount } })}
              error={limitError[l.key]}
            />
          ))}
        </SimpleGrid>
        {coverage.statutory && (
          <CheckboxField name="statutory" label="Statutory limits" value={values.statutory ?? false} onChange={(statutory) => set({ statutory })} />
        )}
        <CheckboxField
          name="additionalInsured"
          label="Additional insured"
          value={values.additionalInsured ?? false}
          onChange={(additionalInsured) => set({ additionalInsured })}
        />
        <CheckboxField
          name="waiverOfSubrogation"
          label="Waiver of subrogation"
          value={values.waiverOfSubrogation ?? false}
          onChange={(waiverOfSubrogation) => set({ waiverOfSubrogation })}
        />
        <SelectField
          name="certificateFileId"
          label="Certificate of insurance"
          required
          placeholder={files.loading ? 'Loading files...' : 'Choose a file...'}
          options={fileOptions}
          value={values.certificateFileId}
          onChange={(certificateFileId) => set({ certificateFileId })}
          error={errors.certificateFileId}
        />
      </Stack>
    </FormDialog>
  );
}
