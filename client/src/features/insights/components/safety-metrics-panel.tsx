import { Box, Heading, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { MetricFieldsFragment } from '../../../gql/graphql';
import { useSafetyMetrics, type SafetyMetrics, type SafetyYear } from '../api/get-safety-metrics';
import { Disclosure, MetricExplanation, MetricValue, TREND_WORDS } from './metric-parts';

const COUNT = new Intl.NumberFormat('en-US');
const count = (n: number | null | undefined) => (n == null ? '—' : COUNT.format(n));

type RateKey = 'trir' | 'dart' | 'ltir' | 'emr';
const RATES: { key: RateKey; label: string; industry?: 'trir' | 'dart' }[] = [
  { key: 'trir', label: 'TRIR', industry: 'trir' },
  { key: 'dart', label: 'DART', industry: 'dart' },
  { key: 'ltir', label: 'LTIR' },
  { key: 'emr', label: 'EMR' },
];
const COUNTS: { key: 'hoursWorked' | 'recordableCases' | 'daysAwayCases' | 'restrictedCases' | 'fatalities'; label: string }[] = [
  { key: 'hoursWorked', label: 'Hours worked' },
  { key: 'recordableCases', label: 'Recordable cases' },
  { key: 'daysAwayCases', label: 'Days-away cases (H)' },
  { key: 'restrictedCases', label: 'Restricted or transferred cases (I)' },
  { key: 'fatalities', label: 'Deaths (G)' },
];

/** The typed rate beside the computed one, in words, when they differ. */
function typedFlag(year: SafetyYear, key: RateKey): string | null {
  const check = key === 'trir' ? year.typedTrir : key === 'dart' ? year.typedDart : null;
  return check?.differs ? `Differs from the typed ${check.typed.toFixed(2)}` : null;
}

/**
 * The industry figure of a rate with the year and NAICS code of the BLS row it comes from (each rate falls back to the
 * longest prefix that publishes it, so two rates may come from rows of different years).
 */
function IndustryCell({ m, rate }: { m: SafetyMetrics; rate?: 'trir' | 'dart' }) {
  if (!rate || !m.industry) return <>—</>;
  const figure = m.industry.figures.find((f) => f.rate === rate);
  if (!figure) return <>Not published here</>;
  return (
    <>
      {figure.value.toFixed(2)} <Text fontSize="xs" color="fg.muted">{`BLS ${figure.year}, NAICS ${figure.naics}`}</Text>
    </>
  );
}

function IndustryLine({ m }: { m: SafetyMetrics }) {
  if (!m.industry) {
    return (
      <Text fontSize="sm">
        {m.naics ? `No industry average listed for NAICS ${m.naics}.` : 'No NAICS code on the company profile: no industry average to compare with.'}
      </Text>
    );
  }
  const { industry: ind } = m;
  return (
    <Text fontSize="sm">
      {`Industry average: ${ind.industry} (NAICS ${ind.naics}${ind.naics === ind.companyNaics ? '' : `, for the company's ${ind.companyNaics}`}), `}
      <Link href={ind.source.url} target="_blank" rel="noreferrer" textDecoration="underline">
        {`BLS ${ind.source.year}`}
      </Link>
      .
    </Text>
  );
}

/**
 * Safety metrics of a company's newest cycle: per year the OSHA 300A figures and the rates computed from them,
 * the industry average for its NAICS code with its source and year, each rate's trend, the vendor's typed rates
 * where they differ, and a disclosure with each formula and the answers behind it (docs/insights.md).
 */
export function SafetyMetricsPanel({ vendorId, headingAs = 'h3' }: { vendorId: string; headingAs?: 'h2' | 'h3' }) {
  const { data, loading, error } = useSafetyMetrics(vendorId);
  const headingId = useId();
  const m = data?.safetyMetrics;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" minW="0">
      <Heading as={headingAs} size="sm" id={headingId} mb="2">
        Safety metrics
      </Heading>
      {loading && <Text fontSize="sm">Computing the safety metrics…</Text>}
      {error && !loading && <Text fontSize="sm">The safety metrics could not be computed; read the answers in the safety form.</Text>}
      {m && (
        <Stack gap="3">
          <IndustryLine m={m} />
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Safety metrics by year, scrollable">
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" fontSize="xs" color="fg.muted" pb="1">
                {`OSHA 300A figures and rates per 200,000 hours, ${m.category === 'SAFETY_LITE' ? 'Safety Lite form' : 'Safety form'}, cycle ${m.instance}`}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Measure</Table.ColumnHeader>
                  {m.years.map((y) => (
                    <Table.ColumnHeader scope="col" key={y.year} textAlign="end">{`Year ${y.year}`}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader scope="col" textAlign="end">
                    Industry average
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Trend</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {COUNTS.map(({ key, label }) => (
                  <Table.Row key={key}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">
                      {label}
                    </Table.Cell>
                    {m.years.map((y) => (
                      <Table.Cell key={y.year} textAlign="end">
                        {count(y[key])}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">—</Table.Cell>
                    <Table.Cell />
                  </Table.Row>
                ))}
                {RATES.map(({ key, label, industry }) => {
                  const trend = m.trends.find((t) => t.name === label);
                  return (
                    <Table.Row key={key}>
                      <Table.Cell as="th" scope="row">
                        {label}
                      </Table.Cell>
                      {m.years.map((y) => {
                        const flag = typedFlag(y, key);
                        return (
                          <Table.Cell key={y.year} textAlign="end" fontWeight="semibold">
                            <MetricValue metric={y[key] as MetricFieldsFragment} />
                            {flag && (
                              <Text fontSize="xs" fontWeight="medium">
                                {`⚠ ${flag}`}
                              </Text>
                            )}
                          </Table.Cell>
                        );
                      })}
                      <Table.Cell textAlign="end">
                        <IndustryCell m={m} rate={industry} />
                      </Table.Cell>
                      <Table.Cell>{trend ? TREND_WORDS[trend.direction] : '—'}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {m.years.some((y) => y.warnings.length > 0) && (
            <List.Root fontSize="sm" ps="4" aria-label="Safety notes">
              {m.years.flatMap((y) => y.warnings.map((w) => <List.Item key={`${y.year}-${w}`}>{`Year ${y.year}: ${w}`}</List.Item>))}
            </List.Root>
          )}
          <Disclosure summary="How these are computed">
            <Stack gap="2">
              <List.Root ps="4" gap="2">
                {m.years.flatMap((y) =>
                  RATES.map(({ key, label }) => (
                    <MetricExplanation key={`${y.year}-${key}`} title={`${label}, year ${y.year}`} metric={y[key] as MetricFieldsFragment} />
                  )),
                )}
              </List.Root>
              <List.Root ps="4">
                {m.trends.map((t) => (
                  <List.Item key={t.name}>{`${t.name} trend: ${t.explanation}`}</List.Item>
                ))}
                {m.years.flatMap((y) => [y.typedTrir, y.typedDart].filter((c) => c != null).map((c) => <List.Item key={c.key}>{`${c.key}: ${c.message}`}</List.Item>))}
              </List.Root>
              <Text>{m.tolerance}</Text>
              {m.industry && (
                <List.Root ps="4" aria-label="Industry averages' sources">
                  {m.industry.figures.map((f) => (
                    <List.Item key={f.rate}>
                      {`${f.rate.toUpperCase()} industry average ${f.value.toFixed(2)}: ${f.industry} (NAICS ${f.naics}), ${m.industry!.source.name}, ${f.year}, `}
                      <Link href={f.url} target="_blank" rel="noreferrer" textDecoration="underline">
                        {f.url}
                      </Link>
                    </List.Item>
                  ))}
                  {(['trir', 'dart'] as const)
                    .filter((rate) => !m.industry!.figures.some((f) => f.rate === rate))
                    .map((rate) => (
                      <List.Item
                        key={rate}
                      >{`${rate.toUpperCase()}: no figure published for NAICS ${m.industry!.companyNaics} or its prefixes in the table.`}</List.Item>
                    ))}
                  <List.Item>LTIR is not compared: the BLS table publishes no lost-time rate.</List.Item>
                </List.Root>
              )}
            </Stack>
          </Disclosure>
        </Stack>
      )}
    </Box>
  );
}
