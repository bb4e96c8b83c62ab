import { Badge, Box, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { usePrequalScore, type ScoreFactor } from '../api/get-prequal-score';

/** Said wherever the score is shown: it helps, it never decides. */
export const SCORE_NEVER_DECIDES = 'The score summarises the answers for the reviewer; a department reviewer still decides, and the score never decides alone.';

const points = (n: number) => n.toFixed(1);

/** 0-49 low, 50-74 middle, 75-100 high: the badge's colour only (the number is always written). */
export function scorePalette(score: number): 'red' | 'orange' | 'green' {
  return score >= 75 ? 'green' : score >= 50 ? 'orange' : 'red';
}

/** The score as a badge: "Score 72 of 100". */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge colorPalette={scorePalette(score)} size="lg" variant="solid">
      {`Score ${score} of 100`}
    </Badge>
  );
}

function pointsCell(f: ScoreFactor): string {
  if (f.withheld) return 'Withheld';
  if (f.missing) return 'Left out';
  return `${points(f.points ?? 0)} of ${points(f.maxPoints)}`;
}

function FactorSource({ factor }: { factor: ScoreFactor }) {
  return (
    <List.Item>
      <Text fontWeight="medium">{factor.label}</Text>
      <Text>{`From: ${factor.source}`}</Text>
      <Text>{`Rule: ${factor.rule}`}</Text>
      {factor.inputs.length > 0 && (
        <List.Root ps="4" aria-label={`Answers behind ${factor.label}`}>
          {factor.inputs.map((i) => (
            <List.Item key={i.key}>{`${i.label} (${i.key}): ${i.value ?? 'not answered'}`}</List.Item>
          ))}
        </List.Root>
      )}
    </List.Item>
  );
}

/**
 * A company's prequalification score with a "Why this score" disclosure: each factor's value, weight, points and the
 * answers it came from (docs/insights.md, "Score"). Placed on the company page and in the department decision
 * dialogs, beside the insights panels. A financial factor is withheld from a role without the financial permission.
 */
export function ScorePanel({ vendorId, headingAs = 'h3' }: { vendorId: string; headingAs?: 'h2' | 'h3' }) {
  const { data, loading, error } = usePrequalScore(vendorId);
  const headingId = useId();
  const s = data?.prequalScore;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as={headingAs} size="sm" id={headingId}>
          Prequalification score
        </Heading>
        {s && <ScoreBadge score={s.score} />}
      </HStack>
      {loading && <Text fontSize="sm">Computing the score…</Text>}
      {error && !loading && <Text fontSize="sm">The score could not be computed; read the answers in the forms.</Text>}
      {s && (
        <Stack gap="2" fontSize="sm">
          <Text>{SCORE_NEVER_DECIDES}</Text>
          <Box as="details">
            <Box as="summary" cursor="pointer" fontWeight="medium" py="1">
              Why this score
            </Box>
            <Stack gap="3" pt="2">
              <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Score factors, scrollable">
                <Table.Root size="sm">
                  <Table.Caption captionSide="top" textAlign="start" fontSize="xs" color="fg.muted" pb="1">
                    {`Factors of cycle ${s.instance}: a factor that cannot be scored is left out and its weight spread over the others`}
                  </Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col">Factor</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">Value</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col" textAlign="end">
                        Weight
                      </Table.ColumnHeader>
                      <Table.ColumnHeader scope="col" textAlign="end">
                        Points
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {s.factors.map((f) => (
                      <Table.Row key={f.key}>
                        <Table.Cell as="th" scope="row" fontWeight="normal">
                          {f.label}
                        </Table.Cell>
                        <Table.Cell>{f.value}</Table.Cell>
                        <Table.Cell textAlign="end">{f.weight}</Table.Cell>
                        <Table.Cell textAlign="end">{pointsCell(f)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <List.Root ps="4" gap="2" aria-label="Where each factor came from">
                {s.factors.map((f) => (
                  <FactorSource key={f.key} factor={f} />
                ))}
              </List.Root>
            </Stack>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
