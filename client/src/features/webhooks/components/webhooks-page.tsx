import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { hasPermission, homeFor } from '@portal/common/auth/roles';
import type { WebhookEventType } from '@portal/common/domain/webhooks';
import { useState } from 'react';
import { LuKeyRound, LuPencil, LuPlus, LuPower, LuTrash2 } from 'react-icons/lu';
import { Navigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../utils/format-date';
import { useDeleteWebhookSubscription } from '../api/delete-webhook-subscription';
import { useWebhookSubscriptions, type WebhookSubscriptionRow } from '../api/get-webhook-subscriptions';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useCreateWebhookSubscription, useUpdateWebhookSubscription } from '../api/save-webhook-subscription';
import { DeliveryLog } from './delivery-log';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog, type WebhookFormValues } from './webhook-dialog';

export const EMPTY_MESSAGE = 'No webhooks yet. Create one to push the portal’s events to another system.';

/**
 * /admin/webhooks: the system admin's webhook subscriptions (webhooks.manage), their secrets (shown once) and each
 * one's delivery log with Redeliver. Other roles are sent to their home page; the sidebar never offers it to them.
 */
export function WebhooksPage() {
  const { role } = useAuth();
  if (!hasPermission(role, 'webhooks.manage')) return <Navigate to={role ? homeFor(role) : '/prequalification'} replace />;
  return <Webhooks />;
}

type Editing = { kind: 'new' } | { kind: 'edit'; row: WebhookSubscriptionRow };

const valuesOf = (row: WebhookSubscriptionRow): WebhookFormValues => ({
  url: row.url,
  description: row.description ?? '',
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
});
const nameOf = (row: WebhookSubscriptionRow) => row.description || row.url;

/** The delivery log's toggle says what it does; its accessible name starts with the same words (Label in Name). */
const deliveriesWords = (open: boolean) => (open ? 'Hide deliveries' : 'Deliveries');

function Webhooks() {
  const subscriptions = useWebhookSubscriptions();
  const [create, { loading: creating }] = useCreateWebhookSubscription();
  const [update, { loading: updating }] = useUpdateWebhookSubscription();
  const [remove, { loading: deleting }] = useDeleteWebhookSubscription();
  const [rotate, { loading: rotating }] = useRotateWebhookSecret();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [secret, setSecret] = useState<{ title: string; secret: string } | null>(null);
  const [deletingRow, setDeletingRow] = useState<WebhookSubscriptionRow | null>(null);
  const [rotatingRow, setRotatingRow] = useState<WebhookSubscriptionRow | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const rows = (subscriptions.data ?? subscriptions.previousData)?.webhookSubscriptions;

  const save = async (values: WebhookFormValues) => {
    const input = { url: values.url.trim(), description: values.description.trim() || null, events: values.events, enabled: values.enabled };
    try {
      if (editing?.kind === 'edit') {
        await update({ variables: { id: editing.row.id, input: { ...input, description: input.description ?? '' } } });
        toaster.create({ type: 'success', title: 'Webhook saved' });
      } else {
        const { data } = await create({ variables: { input } });
        if (data) setSecret({ title: 'Webhook created', secret: data.createWebhookSubscription.secret });
      }
      setEditing(null);
    } catch {
      // The global Alert shows the server's message; the dialog stays open to correct it.
    }
  };
  const toggle = async (row: WebhookSubscriptionRow) => {
    try {
      await update({ variables: { id: row.id, input: { enabled: !row.enabled } } });
      toaster.create({ type: 'success', title: row.enabled ? 'Webhook disabled' : 'Webhook enabled' });
    } catch {
      // The global Alert shows why.
    }
  };
  const confirmRotate = async (graceHours: number) => {
    if (!rotatingRow) return;
    try {
      const { data } = await rotate({ variables: { id: rotatingRow.id, graceHours } });
      if (data) setSecret({ title: 'New signing secret', secret: data.rotateWebhookSecret.secret });
      setRotatingRow(null);
    } catch {
      // The global Alert shows why; the dialog stays open with the hours entered.
    }
  };
  const confirmDelete = async () => {
    if (!deletingRow) return;
    try {
      await remove({ variables: { id: deletingRow.id } });
      toaster.create({ type: 'success', title: 'Webhook deleted' });
    } catch {
      // The global Alert shows why.
    }
    setDeletingRow(null);
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Webhooks
        </Heading>
        <Button onClick={() => setEditing({ kind: 'new' })}>
          <LuPlus />
          New webhook
        </Button>
      </HStack>
      {!rows ? (
        <Text color="fg.muted">Loading webhooks…</Text>
      ) : rows.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center">
          <Text>{EMPTY_MESSAGE}</Text>
        </Box>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Webhooks">
          {rows.map((row) => (
            <Card.Root as="li" key={row.id} aria-label={nameOf(row)}>
              <Card.Body gap="3">
                <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                  <Stack gap="1" minW="0">
                    {row.description && <Text fontWeight="semibold">{row.description}</Text>}
                    <Text fontFamily="mono" textStyle="sm" wordBreak="break-all">
                      {row.url}
                    </Text>
                  </Stack>
                  <Badge colorPalette={row.enabled ? 'green' : 'gray'} variant="subtle">
                    {row.enabled ? 'Enabled' : 'Disabled'}
                  </Badge>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {row.events.join(', ')}
                </Text>
                {row.previousSecretExpiresAt && (
                  <Text textStyle="sm" color="fg.muted">
                    Previous secret still accepted until {formatDateTime(row.previousSecretExpiresAt)}: deliveries carry both signatures until then.
                  </Text>
                )}
                <HStack gap="2" wrap="wrap">
                  <Button size="xs" variant="outline" aria-label={`Edit ${nameOf(row)}`} onClick={() => setEditing({ kind: 'edit', row })}>
                    <LuPencil />
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`${row.enabled ? 'Disable' : 'Enable'} ${nameOf(row)}`}
                    loading={updating}
                    onClick={() => void toggle(row)}
                  >
                    <LuPower />
                    {row.enabled ? 'Disable' : 'Enable'}
                  </Button>
                  <Button size="xs" variant="outline" aria-label={`Rotate secret of ${nameOf(row)}`} onClick={() => setRotatingRow(row)}>
                    <LuKeyRound />
                    Rotate secret
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${nameOf(row)}`} onClick={() => setDeletingRow(row)}>
                    <LuTrash2 />
                    Delete
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-expanded={logOf === row.id}
                    aria-label={`${deliveriesWords(logOf === row.id)} of ${nameOf(row)}`}
                    onClick={() => setLogOf(logOf === row.id ? null : row.id)}
                  >
                    {deliveriesWords(logOf === row.id)}
                  </Button>
                </HStack>
                {logOf === row.id && <DeliveryLog subscriptionId={row.id} label={nameOf(row)} />}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {editing && (
        <WebhookDialog
          initial={editing.kind === 'edit' ? valuesOf(editing.row) : undefined}
          busy={creating || updating}
          onSave={(v) => void save(v)}
          onCancel={() => setEditing(null)}
        />
      )}
      {secret && <SecretDialog title={secret.title} secret={secret.secret} onClose={() => setSecret(null)} />}
      {rotatingRow && (
        <RotateSecretDialog name={nameOf(rotatingRow)} busy={rotating} onRotate={(hours) => void confirmRotate(hours)} onCancel={() => setRotatingRow(null)} />
      )}
      <ConfirmDialog
        open={deletingRow !== null}
        title="Delete this webhook?"
        message={deletingRow ? `${nameOf(deletingRow)} receives no more events, and its delivery log is deleted.` : ''}
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletingRow(null)}
      />
    </Stack>
  );
}
