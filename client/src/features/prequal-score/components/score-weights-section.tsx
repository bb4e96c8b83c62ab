import { Alert, Box, Button, Fieldset, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SCORE_FACTOR_KEYS, SCORE_FACTOR_LABELS, type ScoreFactorKey, type ScoreWeights } from '@portal/common/insights/score-weights';
import { scoreWeightsSchema, type ScoreWeightsInput } from '@portal/common/validation/score-weights';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type FieldErrors, type Path } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useScoreWeights, useSetScoreWeights } from '../api/score-weights';
import { SCORE_NEVER_DECIDES } from './score-panel';

export const WEIGHTS_SAVED = 'Score weights saved. Every company is rescored in the background.';
export const HOW_THE_SCORE_WORKS =
  'Each factor earns a share of its weight: all of it at or beyond "Full points at", none at or beyond "No points at", in between in proportion. The weights of the factors that can be scored are scaled to 100 points.';

/** Each field's words; the shares are fractions of the factor's points (0 to 1). */
const FIELD_LABELS: Record<string, string> = {
  weight: 'Weight (0-100)',
  full: 'Full points at',
  zero: 'No points at',
  fallbackAverage: 'Industry average when BLS lists none',
  improving: 'Share when improving',
  flat: 'Share when level',
  worsening: 'Share when worsening',
  compliant: 'Share when it meets requirements',
  gaps: 'Share with gaps',
  lapsed: 'Share when lapsed',
  none: 'Share with no policy on record',
};

/** The unit of each factor's thresholds, as the admin types them. */
const UNITS: Partial<Record<ScoreFactorKey, string>> = {
  trir: 'Thresholds are multiples of the industry average (0.5 = half of it).',
  dart: 'Thresholds are multiples of the industry average (0.5 = half of it).',
  emr: 'Thresholds are EMR values.',
  currentRatio: 'Thresholds are ratios.',
  debtToEquity: 'Thresholds are ratios.',
  workingCapital: 'Thresholds are dollars.',
  yearsInBusiness: 'Thresholds are years.',
  completeness: 'Thresholds are shares of the questions answered (1 = all).',
};

type Values = ScoreWeightsInput;

/** Weights as the form holds them: every number as typed text, a missing fallback as blank. */
function valuesOf(w: ScoreWeights): Values {
  return Object.fromEntries(
    Object.entries(w).map(([k, factor]) => [k, Object.fromEntries(Object.entries(factor).map(([f, v]) => [f, v === null ? '' : String(v)]))]),
  ) as unknown as Values;
}

const errorAt = (errors: FieldErrors<Values>, key: ScoreFactorKey, field: string): string | undefined =>
  (errors[key] as Record<string, FieldError | undefined> | undefined)?.[field]?.message;

/**
 * The "Score weights" section of the system admin's Limit Rules page: each factor's weight and thresholds, checked
 * with common's schema before sending (the server checks again and its field errors land beside their field). Saving
 * rescores every company through the score-refresh job.
 */
export function ScoreWeightsSection() {
  const headingId = useId();
  const { weights, loading, error } = useScoreWeights();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          Score weights
        </Heading>
        <Text>{HOW_THE_SCORE_WORKS}</Text>
        <Text>{SCORE_NEVER_DECIDES}</Text>
        {loading && !weights && <Text>Loading the score weights…</Text>}
        {error && !weights && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>The score weights could not be loaded. Please try again later.</Alert.Title>
          </Alert.Root>
        )}
        {weights && <ScoreWeightsForm weights={weights.weights} defaults={weights.defaults} />}
      </Stack>
    </Box>
  );
}

function ScoreWeightsForm({ weights, defaults }: { weights: ScoreWeights; defaults: ScoreWeights }) {
  const [save, { loading: saving }] = useSetScoreWeights();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, ScoreWeights>({ resolver: zodResolver(scoreWeightsSchema), defaultValues: valuesOf(weights) });

  useEffect(() => reset(valuesOf(weights)), [weights, reset]);

  const submit = handleSubmit(async (parsed) => {
    setFailure(null);
    try {
      await save({ variables: { weights: parsed } });
      toaster.create({ type: 'success', title: WEIGHTS_SAVED });
    } catch (e) {
      for (const [path, message] of Object.entries(fieldErrorsOf(e))) {
        setError(path.replace(/^weights\./, '') as Path<Values>, { type: 'server', message });
      }
      setFailure(errorMessageOf(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Score weights">
      <Stack gap="4">
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {SCORE_FACTOR_KEYS.map((key) => (
            <Fieldset.Root key={key} borderWidth="1px" rounded="md" p="3">
              <Fieldset.Legend fontWeight="semibold">{SCORE_FACTOR_LABELS[key]}</Fieldset.Legend>
              {UNITS[key] && <Fieldset.HelperText>{UNITS[key]}</Fieldset.HelperText>}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {Object.keys(defaults[key]).map((field) => (
                  <FormField
                    key={field}
                    label={`${SCORE_FACTOR_LABELS[key]}: ${FIELD_LABELS[field] ?? field}`}
                    error={errorAt(errors, key, field)}
                    required={field !== 'fallbackAverage'}
                  >
                    <Input inputMode="decimal" {...register(`${key}.${field}` as Path<Values>)} />
                  </FormField>
                ))}
              </SimpleGrid>
            </Fieldset.Root>
          ))}
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={saving}>
            Save weights
          </Button>
          <Button type="button" variant="outline" disabled={!isDirty} onClick={() => reset(valuesOf(weights))}>
            Discard weight changes
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset(valuesOf(defaults), { keepDefaultValues: true })}>
            Use the shipped defaults
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
