import { Box, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MetricFieldsFragment, TrendDirection } from '../../../gql/graphql';

/** A trend in words (never colour alone). */
export const TREND_WORDS: Record<TrendDirection, string> = {
  IMPROVING: 'Improving',
  WORSENING: 'Worsening',
  FLAT: 'Level',
  UNKNOWN: 'Not enough years',
};

/** A metric's cell: its value, or "Not computable" with why. */
export function MetricValue({ metric }: { metric: MetricFieldsFragment }) {
  if (metric.display != null) return <>{metric.display}</>;
  return (
    <Text as="span" fontSize="xs" color="fg.muted">
      {`Not computable: ${metric.reason ?? 'no answer'}`}
    </Text>
  );
}

/** "TRIR 3.20 = 8 x 200,000 / 500,000", then each answer it read (question slug and value). */
export function MetricExplanation({ title, metric }: { title: string; metric: MetricFieldsFragment }) {
  const head = metric.display != null && metric.expression ? `${title} ${metric.display} = ${metric.expression}` : `${title}: ${metric.reason ?? 'not computable'}`;
  return (
    <List.Item>
      <Text>{head}</Text>
      <Text color="fg.muted">{`Formula: ${metric.formula}`}</Text>
      <List.Root ps="4">
        {metric.inputs.map((i) => (
          <List.Item key={i.key}>{`${i.label} (${i.key}): ${i.value ?? 'not answered'}`}</List.Item>
        ))}
      </List.Root>
    </List.Item>
  );
}

/** A native disclosure: keyboard and screen readers know it without help. */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box as="details" fontSize="sm">
      <Box as="summary" cursor="pointer" fontWeight="medium" py="1">
        {summary}
      </Box>
      <Box pt="2">{children}</Box>
    </Box>
  );
}
