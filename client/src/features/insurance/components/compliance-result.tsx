import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ComplianceStatus } from '@portal/common/domain/insurance';

export const STATUS_PALETTE: Record<ComplianceStatus, string> = { COMPLIANT: 'green', GAPS: 'orange', LAPSED: 'red' };

/** What a compliance answer shows (the server's words: the screen never computes compliance). */
export interface ComplianceShown {
  status: ComplianceStatus;
  label: string;
  gaps: readonly string[];
  nextExpiry?: string | null;
  hasPolicies: boolean;
}

/** "Meets requirements", or the exact gaps, as the server checked them against the requirement profile today. */
export function ComplianceResult({ compliance, label = 'Insurance compliance' }: { compliance: ComplianceShown; label?: string }) {
  return (
    <Stack gap="2" aria-label={label} role="group">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={compliance.hasPolicies ? STATUS_PALETTE[compliance.status] : 'gray'} size="lg">
          {compliance.label}
        </Badge>
        {compliance.nextExpiry && <Text fontSize="sm">Next expiry: {compliance.nextExpiry}</Text>}
      </HStack>
      {compliance.gaps.length > 0 && (
        <List.Root ps="5" gap="1">
          {compliance.gaps.map((g) => (
            <List.Item key={g}>{g}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
