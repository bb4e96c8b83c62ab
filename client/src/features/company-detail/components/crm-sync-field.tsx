import { Button, HStack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';
import { useEffect, useRef } from 'react';
import { showAlert } from '../../../api/alert-store';
import type { CompanyProfileQuery } from '../../../gql/graphql';
import { formatDate } from '../../../utils/format-date';
import { useSyncCompanyToCrm } from '../api/sync-company-to-crm';

type CrmSync = CompanyProfileQuery['companyProfile']['crmSync'];

/** The sync state in words: when it was written, that it is on its way, or that it failed (with why, for staff). */
function stateText({ status, syncedAt, error }: CrmSync): string | null {
  if (status === 'SYNCED') return `Synced with 365 on ${formatDate(syncedAt)}`;
  if (status === 'PENDING') return 'Sync with 365 pending';
  if (status === 'FAILED') return error ? `Sync with 365 failed: ${error}` : 'Sync with 365 failed';
  return null;
}

/**
 * "Sync with 365" beside the CRM link: the sync state and the button (disabled while a sync is pending; the profile
 * polls meanwhile). When a sync this page waited on fails, the Alert modal says so.
 */
export function CrmSyncField({ vendorId, crmSync }: { vendorId: string; crmSync: CrmSync }) {
  const [sync, { loading }] = useSyncCompanyToCrm();
  const { status, message } = crmSync;
  // Whether this page waits on a sync's outcome: after a click, or once it saw one pending.
  const waiting = useRef(false);

  useEffect(() => {
    if (status === 'PENDING') {
      waiting.current = true;
    } else if (waiting.current) {
      waiting.current = false;
      if (status === 'FAILED') showAlert(message ?? MESSAGES.crmUnavailable);
    }
  }, [status, message]);

  const click = async () => {
    waiting.current = true;
    try {
      await sync({ variables: { vendorId } });
    } catch {
      // The global Alert shows why.
      waiting.current = false;
    }
  };

  const text = stateText(crmSync);
  return (
    <HStack gap="3" wrap="wrap">
      {text && (
        <Text data-testid="crm-sync-state" color={status === 'FAILED' ? 'fg.error' : 'fg.muted'} textStyle="sm">
          {text}
        </Text>
      )}
      <Button size="xs" variant="outline" onClick={() => void click()} loading={loading} loadingText="Syncing" disabled={status === 'PENDING'}>
        Sync with 365
      </Button>
    </HStack>
  );
}
