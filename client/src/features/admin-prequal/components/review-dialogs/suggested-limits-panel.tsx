import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatMoney } from '../../../../utils/money';
import type { LimitKind } from '../../../../gql/graphql';
import { useSuggestedLimits, type LimitExplanation } from '../../api/get-suggested-limits';
import type { LimitKey } from '../../department-rules';

/** The three limits in the order of the dialog's inputs, with the suggestion's field of each. */
const ROWS: { kind: LimitKind; key: LimitKey; label: string }[] = [
  { kind: 'AGGREGATE', key: 'aggregateLimit', label: 'Aggregate Limit' },
  { kind: 'SINGLE', key: 'singleLimit', label: 'Single Limit' },
  { kind: 'BONDING', key: 'bondingLimit', label: 'Bonding Limit' },
];

export type SuggestedLimitValues = Partial<Record<LimitKey, string>>;

interface SuggestedLimitsPanelProps {
  vendorId: string;
  /** "Use suggested": the suggested limits (those there are), as plain decimal strings. */
  onUse: (limits: SuggestedLimitValues) => void;
}

const dollars = (amount: string) => `$${formatMoney(amount)}`;

function explanationText(e: LimitExplanation): string {
  const outcome = e.result == null ? '' : `: ${dollars(e.result)}`;
  return `${e.rule}${outcome}${e.note ? `. ${e.note}` : ''}`;
}

/**
 * Suggested limits, explained (beyond the specification): each limit the rules suggest from the
 * company's financial answers, with every rule that went into it; "Use suggested" fills the dialog's three
 * limit inputs, which the reviewer may still change.
 */
export function SuggestedLimitsPanel({ vendorId, onUse }: SuggestedLimitsPanelProps) {
  const { data, loading, error } = useSuggestedLimits(vendorId);
  const headingId = useId();
  const suggested = data?.suggestedLimits;
  const values: SuggestedLimitValues = {};
  for (const { key } of ROWS) {
    const v = suggested?.[key];
    if (v != null) values[key] = v;
  }
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="sm" id={headingId}>
          Suggested limits
        </Heading>
        <Button size="xs" variant="outline" disabled={!Object.keys(values).length} onClick={() => onUse(values)}>
          Use suggested
        </Button>
      </HStack>
      {loading && <Text fontSize="sm">Working out the suggested limits…</Text>}
      {error && !loading && <Text fontSize="sm">The suggested limits could not be worked out; enter the limits yourself.</Text>}
      {suggested && (
        <Stack gap="2">
          {ROWS.map(({ kind, key, label }) => {
            const value = suggested[key];
            const rules = suggested.explanations.filter((e) => e.limit === kind);
            return (
              <Box key={kind}>
                <Text fontSize="sm" fontWeight="semibold">
                  {`${label}: ${value == null ? 'No suggestion' : dollars(value)}`}
                </Text>
                {rules.length > 0 && (
                  <List.Root fontSize="xs" ps="4" aria-label={`${label} rules`}>
                    {rules.map((e, i) => (
                      <List.Item key={i}>{explanationText(e)}</List.Item>
                    ))}
                  </List.Root>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
