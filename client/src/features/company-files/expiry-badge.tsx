import { Badge, HStack, Text } from '@chakra-ui/react';
import { formatExpiryDate } from './file-rules';

/** A document's expiry date, flagged when it has passed or falls within 30 days (the server decides which). */
export function ExpiryCell({ expiresAt, expiryStatus }: { expiresAt: string | null | undefined; expiryStatus: string | null | undefined }) {
  if (!expiresAt) return <Text color="fg.muted">—</Text>;
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span">{formatExpiryDate(expiresAt)}</Text>
      {expiryStatus === 'EXPIRED' && (
        <Badge colorPalette="red" variant="subtle">
          Expired
        </Badge>
      )}
      {expiryStatus === 'EXPIRING_SOON' && (
        <Badge colorPalette="orange" variant="subtle">
          Expires within 30 days
        </Badge>
      )}
    </HStack>
  );
}
