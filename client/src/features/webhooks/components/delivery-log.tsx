import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { useState } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { toaster } from '../../../components/toaster';
import type { WebhookDeliveryStatus } from '../../../gql/graphql';
import { useWebhookDeliveries, type WebhookDeliveryRow } from '../api/get-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';

export const REDELIVERED_MESSAGE = 'The event was queued for delivery again';
const PAGE_SIZE = 10;
const STATUS: Record<WebhookDeliveryStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'orange' },
  SUCCEEDED: { label: 'Delivered', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
};
const moment = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });
const when = (v: string | null | undefined) => (v ? moment.format(new Date(v)) : '');

/** A try in words: the receiver's status and time taken, or why no answer came. */
function tryText(t: WebhookDeliveryRow['tries'][number]): string {
  return t.statusCode != null ? `HTTP ${t.statusCode} in ${t.durationMs} ms` : `${t.error ?? 'No answer'} (${t.durationMs} ms)`;
}

/** One subscription's deliveries, newest first, each with its tries and the start of each answer, and Redeliver. */
export function DeliveryLog({ subscriptionId, label }: { subscriptionId: string; label: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(subscriptionId, page, PAGE_SIZE);
  const [redeliver, { loading }] = useRedeliverWebhook();
  const log = (deliveries.data ?? deliveries.previousData)?.webhookDeliveries;
  const send = async (d: WebhookDeliveryRow) => {
    try {
      await redeliver({ variables: { deliveryId: d.id } });
      toaster.create({ type: 'success', title: REDELIVERED_MESSAGE });
    } catch {
      // The global Alert shows the server's message.
    }
  };
  if (!log) return <Text color="fg.muted">Loading deliveries…</Text>;
  if (log.totalCount === 0) return <Text color="fg.muted">No deliveries yet. Events this webhook listens to appear here as they happen.</Text>;
  const pages = Math.ceil(log.totalCount / PAGE_SIZE);
  return (
    <Stack gap="3" as="section" aria-label={`Deliveries of ${label}`}>
      <Stack as="ul" gap="2" listStyleType="none">
        {log.deliveries.map((d) => (
          <Box as="li" key={d.id} borderWidth="1px" borderRadius="md" p="3" aria-label={`${d.eventType} ${STATUS[d.status].label}`}>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap">
                <Code>{d.eventType}</Code>
                <Badge colorPalette={STATUS[d.status].palette} variant="subtle">
                  {STATUS[d.status].label}
                </Badge>
                <Text textStyle="sm" color="fg.muted">
                  {when(d.createdAt)}
                </Text>
              </HStack>
              <Button size="xs" variant="outline" loading={loading} aria-label={`Redeliver ${d.eventType} of ${when(d.createdAt)}`} onClick={() => void send(d)}>
                <LuRotateCcw />
                Redeliver
              </Button>
            </HStack>
            <Stack as="ol" gap="1" mt="2" ps="4" listStyleType="decimal">
              {d.tries.map((t) => (
                <Box as="li" key={t.id} textStyle="sm">
                  <Text>
                    {when(t.attemptedAt)}: {tryText(t)}
                  </Text>
                  {t.responseBody && (
                    <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" mt="1" textStyle="xs">
                      {t.responseBody}
                    </Code>
                  )}
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {pages > 1 && (
        <HStack gap="2">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Text textStyle="sm">
            Page {page} of {pages}
          </Text>
          <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
