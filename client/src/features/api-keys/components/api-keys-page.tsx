import { Badge, Button, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { hasPermission, homeFor } from '@portal/common/auth/roles';
import { API_KEY_DEFAULT_GRACE_HOURS, API_KEY_MAX_GRACE_HOURS } from '@portal/common/validation/api-keys';
import { useState } from 'react';
import { LuKeyRound, LuPlus, LuRefreshCw } from 'react-icons/lu';
import { Navigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/use-list-state';
import { TextInputField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { toaster } from '../../../components/toaster';
import type { ApiKeyStatus } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../utils/format-date';
import { useApiKeys, type ApiKeyRow } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { useRotateApiKey } from '../api/rotate-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { SecretDialog } from './secret-dialog';

export const REVOKED_MESSAGE = 'The API key was revoked';
const STATUS: Record<ApiKeyStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  EXPIRED: { label: 'Expired', palette: 'gray' },
  REVOKED: { label: 'Revoked', palette: 'red' },
};

/**
 * /admin/api-keys: the service accounts' keys, for the system admin (apiKeys.manage). Other roles may open /admin
 * pages but not this one: they are sent to their home page, and the sidebar never offers it.
 */
export function ApiKeysPage() {
  const { role } = useAuth();
  if (!hasPermission(role, 'apiKeys.manage')) return <Navigate to={role ? homeFor(role) : '/prequalification'} replace />;
  return <ApiKeys />;
}

function ApiKeys() {
  const keys = useApiKeys();
  const { page, pageSize, paging } = useListState('');
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ title: string; secret: string } | null>(null);
  const [rotating, setRotating] = useState<ApiKeyRow | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [revoke, { loading: revokeBusy }] = useRevokeApiKey();
  const rows = (keys.data ?? keys.previousData)?.apiKeys ?? [];
  const empty = !keys.loading && rows.length === 0;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { apiKeyId: revoking.apiKeyId } });
      toaster.create({ type: 'success', title: REVOKED_MESSAGE, closable: true });
    } catch {
      // The global alert shows the refusal.
    }
    setRevoking(null);
  };

  const columns: DataTableColumn<ApiKeyRow>[] = [
    { id: 'name', header: 'Name', cell: (k) => k.name },
    { id: 'prefix', header: 'Key', cell: (k) => <Text fontFamily="mono">{k.prefix}…</Text> },
    {
      id: 'permissions',
      header: 'Permissions',
      cell: (k) => (
        <Text textStyle="sm" maxW="xs">
          {k.permissions.join(', ')}
        </Text>
      ),
    },
    { id: 'company', header: 'Company', cell: (k) => k.companyName ?? 'All (staff key)' },
    {
      id: 'expires',
      header: 'Expires',
      cell: (k) => (
        <>
          {formatDate(k.expiresAt)}
          {k.previousSecretExpiresAt && (
            <Text textStyle="xs" color="fg.muted">
              Old key works until {formatDateTime(k.previousSecretExpiresAt)}
            </Text>
          )}
        </>
      ),
    },
    { id: 'lastUsed', header: 'Last used', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
    { id: 'createdBy', header: 'Created by', cell: (k) => `${k.createdBy}, ${formatDate(k.createdAt)}` },
    {
      id: 'status',
      header: 'Status',
      cell: (k) => (
        <Badge colorPalette={STATUS[k.status].palette} variant="subtle">
          {STATUS[k.status].label}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (k) =>
        k.status === 'REVOKED' ? null : (
          <HStack gap="2">
            {k.status === 'ACTIVE' && (
              <Button size="xs" variant="outline" aria-label={`Rotate ${k.name}`} onClick={() => setRotating(k)}>
                Rotate
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
              Revoke
            </Button>
          </HStack>
        ),
    },
  ];

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            API Keys
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Keys let integrations such as the CRM sync call the portal&apos;s API with only the permissions you give them.
          </Text>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={() => void keys.refetch()}>
            <LuRefreshCw />
            Refresh
          </Button>
          <Button size="sm" onClick={() => setCreating(true)}>
            <LuPlus />
            Create API key
          </Button>
        </HStack>
      </HStack>
      {empty ? (
        // A plain box, not Chakra's EmptyState: its title is an <h3> (a skipped heading level under the page's
        // <h1>) and its recipe is not in the portal's theme.
        <VStack borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center" gap="2">
          <LuKeyRound aria-hidden />
          <Text fontWeight="semibold">No API keys yet</Text>
          <Text color="fg.muted">Create a key for each integration, with only the permissions it needs.</Text>
        </VStack>
      ) : (
        <DataTable
          label="API keys"
          columns={columns}
          rows={rows.slice((page - 1) * pageSize, page * pageSize)}
          rowKey={(k) => k.apiKeyId}
          totalCount={rows.length}
          {...paging}
          loading={keys.loading}
        />
      )}
      {creating && (
        <CreateApiKeyDialog
          onCancel={() => setCreating(false)}
          onCreated={(name, secret) => {
            setCreating(false);
            setShown({ title: `API key "${name}" created`, secret });
          }}
        />
      )}
      {rotating && (
        <RotateDialog
          apiKey={rotating}
          onCancel={() => setRotating(null)}
          onRotated={(secret) => {
            setShown({ title: `API key "${rotating.name}" rotated`, secret });
            setRotating(null);
          }}
        />
      )}
      {shown && <SecretDialog title={shown.title} secret={shown.secret} onClose={() => setShown(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this API key?"
        message={revoking ? `"${revoking.name}" stops working at once, for every integration using it. This cannot be undone.` : ''}
        confirmLabel="Revoke"
        destructive
        busy={revokeBusy}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}

/** Asks how long the old secret keeps working, then rotates. */
function RotateDialog({ apiKey, onCancel, onRotated }: { apiKey: ApiKeyRow; onCancel: () => void; onRotated: (secret: string) => void }) {
  const [grace, setGrace] = useState(String(API_KEY_DEFAULT_GRACE_HOURS));
  const [error, setError] = useState<string | undefined>();
  const [rotate, { loading }] = useRotateApiKey();
  const submit = async () => {
    const hours = Number(grace);
    if (grace.trim() === '' || !Number.isFinite(hours) || hours < 0 || hours > API_KEY_MAX_GRACE_HOURS) {
      setError(`Enter 0 to ${API_KEY_MAX_GRACE_HOURS} hours`);
      return;
    }
    try {
      const { data } = await rotate({ variables: { apiKeyId: apiKey.apiKeyId, graceHours: hours } });
      if (data) onRotated(data.rotateApiKey.secret);
    } catch {
      // The global alert shows the refusal.
    }
  };
  return (
    <FormDialog title={`Rotate "${apiKey.name}"?`} busy={loading} onSubmit={submit} onCancel={onCancel} submitLabel="Rotate key">
      <Stack gap="4">
        <Text>A new key is made and shown once. The current key keeps working for the grace period, so the integration can be updated.</Text>
        <TextInputField
          name="graceHours"
          label="Grace period (hours)"
          type="number"
          inputMode="numeric"
          value={grace}
          onChange={setGrace}
          error={error}
          hint="0 stops the current key at once."
        />
      </Stack>
    </FormDialog>
  );
}
