import { Alert, Input, InputGroup, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf, graphQLErrorsOf } from '../../../../api/error-details';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { toaster } from '../../../../components/toaster';
import type { FormCategory } from '../../../../gql/graphql';
import { useDepartmentDecision } from '../../api/department-decision';
import { type DepartmentDef as Department } from '@portal/common/domain/categories';
import { departmentStatusLabel } from '@portal/common/domain/decision-labels';
import {
  decisionErrorText,
  LIMITS,
  moneyOf,
  needsComment,
  needsLimits,
  needsMitigationPlan,
  statusesFor,
  validateDecision,
  type DepartmentDecisionValues,
} from '../../department-rules';
import { SuggestedLimitsPanel } from './suggested-limits-panel';
import { FinancialRatiosPanel, SafetyMetricsPanel } from '../../../insights';
import { ScorePanel } from '../../../prequal-score';

interface DepartmentDecisionDialogProps {
  vendorId: string;
  companyName: string;
  department: Department;
  /** The company's form of this department (SAFETY or SAFETY_LITE for safety). */
  category: FormCategory;
  onClose: () => void;
  /** After a decision was saved (before closing). */
  onDecided?: () => void;
}

const EMPTY: DepartmentDecisionValues = { status: '', mitigationPlan: '', commentText: '', aggregateLimit: '', singleLimit: '', bondingLimit: '' };

/**
 * A department's decision on one company: the status (limited per category), a mitigation plan, a
 * comment and, for financial, the three limits as currency inputs. The rules are checked here as the
 * server checks them; a refusal shows in the dialog (limit names rewritten, section 8).
 */
export function DepartmentDecisionDialog({ vendorId, companyName, department, category, onClose, onDecided }: DepartmentDecisionDialogProps) {
  const [decide] = useDepartmentDecision();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DepartmentDecisionValues>({
    defaultValues: EMPTY,
    resolver: (values) => {
      const found = validateDecision(category, values);
      const entries = Object.entries(found);
      if (entries.length === 0) return { values, errors: {} };
      return { values: {}, errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'rule', message }])) };
    },
  });
  const status = watch('status');
  const showLimits = needsLimits(category, status);

  const submit = handleSubmit(async (values) => {
    if (!values.status) return;
    setRefusal(null);
    const limits = showLimits ? Object.fromEntries(LIMITS.map(({ key }) => [key, moneyOf(values[key]) ?? '0'])) : {};
    try {
      await decide({
        variables: {
          vendorId,
          input: {
            category,
            status: values.status,
            mitigationPlan: needsMitigationPlan(values.status) ? values.mitigationPlan.trim() : null,
            commentText: values.commentText.trim() || null,
            ...limits,
          },
        },
      });
      toaster.create({ type: 'success', title: `${department.label} decision saved` });
      onDecided?.();
      onClose();
    } catch (error) {
      // The server's field errors go beside their fields; the whole refusal shows above them.
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field in EMPTY) setError(field as keyof DepartmentDecisionValues, { type: 'server', message: decisionErrorText([message]) });
      }
      setRefusal(decisionErrorText(graphQLErrorsOf(error).map((e) => e.message)));
    }
  });

  return (
    <FormDialog
      title={`${department.label} decision: ${companyName}`}
      busy={isSubmitting}
      onSubmit={submit}
      onCancel={onClose}
      size="lg"
      submitProps={{ colorPalette: 'green' }}
    >
      <Stack gap="4">
        {refusal && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Status" error={errors.status?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('status')}>
              <option value="" disabled>
                Select
              </option>
              {statusesFor(category).map((s) => (
                <option key={s} value={s}>
                  {departmentStatusLabel(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {needsMitigationPlan(status) && (
          <FormField label="Mitigation Plan" error={errors.mitigationPlan?.message} required>
            <Textarea rows={3} {...register('mitigationPlan')} />
          </FormField>
        )}
        <ScorePanel vendorId={vendorId} />
        {department.key === 'SAFETY' && <SafetyMetricsPanel vendorId={vendorId} />}
        {department.limitsRequired && <FinancialRatiosPanel vendorId={vendorId} />}
        {department.limitsRequired && (
          <SuggestedLimitsPanel
            vendorId={vendorId}
            onUse={(limits) => {
              for (const [key, value] of Object.entries(limits)) setValue(key as keyof typeof limits, value, { shouldDirty: true });
            }}
          />
        )}
        {showLimits && (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {LIMITS.map(({ key, label }) => (
              <FormField key={key} label={label} error={errors[key]?.message} required>
                <InputGroup startAddon="$">
                  <Input inputMode="decimal" placeholder="0.00" {...register(key)} />
                </InputGroup>
              </FormField>
            ))}
          </SimpleGrid>
        )}
        <FormField label="Comment" error={errors.commentText?.message} required={needsComment(status)}>
          <Textarea rows={3} {...register('commentText')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
