import { Box, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { MetricFieldsFragment } from '../../../gql/graphql';
import { useFinancialRatios } from '../api/get-financial-ratios';
import { Disclosure, MetricExplanation, MetricValue, TREND_WORDS } from './metric-parts';

/**
 * Financial ratios of a company's newest cycle, beside the suggested limits: current ratio, working capital, debt
 * to equity, the revenue trend and backlog to bonding capacity, each with how it was computed (docs/insights.md).
 */
export function FinancialRatiosPanel({ vendorId }: { vendorId: string }) {
  const { data, loading, error } = useFinancialRatios(vendorId);
  const headingId = useId();
  const r = data?.financialRatios;
  const ratios: MetricFieldsFragment[] = r ? [r.currentRatio, r.workingCapital, r.debtToEquity, r.backlogToBonding] : [];
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" minW="0">
      <Heading as="h3" size="sm" id={headingId} mb="2">
        Financial ratios
      </Heading>
      {loading && <Text fontSize="sm">Computing the financial ratios…</Text>}
      {error && !loading && <Text fontSize="sm">The financial ratios could not be computed; read the answers in the financial form.</Text>}
      {r && (
        <Stack gap="3">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Ratio</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Value
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ratios.map((m) => (
                <Table.Row key={m.name}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {m.label}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    <MetricValue metric={m} />
                  </Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  Revenue trend
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {TREND_WORDS[r.revenueTrend.direction]}
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          <Disclosure summary="How these are computed">
            <List.Root ps="4" gap="2">
              {ratios.map((m) => (
                <MetricExplanation key={m.name} title={m.label} metric={m} />
              ))}
              {r.revenue.map((m) => (
                <MetricExplanation key={m.label} title={m.label} metric={m} />
              ))}
              <List.Item>{`Revenue trend: ${r.revenueTrend.explanation}`}</List.Item>
            </List.Root>
          </Disclosure>
        </Stack>
      )}
    </Box>
  );
}
