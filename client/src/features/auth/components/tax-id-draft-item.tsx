import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/error-details';
import { draftSecretOf } from '../../../auth/draft-secrets';
import { useSendDraftLink } from '../api/send-draft-link';
import type { DraftMatch } from '../tax-id-outcome';

interface TaxIdDraftItemProps {
  draft: DraftMatch;
  /** Opens the registration form on this draft (offered when this browser session holds its secret). */
  onContinue: (vendorId: string) => void;
}

/**
 * One registration in progress found by the tax ID. A draft opens only with its secret: this browser
 * session's (it saved the draft), or the one in the e-mailed link, which can be asked for again here.
 */
export function TaxIdDraftItem({ draft, onContinue }: TaxIdDraftItemProps) {
  const [sendLink, { loading }] = useSendDraftLink();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const canContinue = draftSecretOf(draft.vendorId) !== null;

  const send = async () => {
    setResult(null);
    try {
      const { data } = await sendLink({ variables: { vendorId: draft.vendorId } });
      setResult({ ok: true, message: data?.sendDraftLink.message ?? '' });
    } catch (error) {
      setResult({ ok: false, message: errorMessageOf(error) });
    }
  };

  return (
    <Stack gap="2" width="full" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontWeight="medium">{draft.companyName}</Text>
        <HStack gap="2" wrap="wrap">
          {canContinue && (
            <Button size="sm" variant="outline" onClick={() => onContinue(draft.vendorId)} aria-label={`Continue Registration for ${draft.companyName}`}>
              Continue Registration
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => void send()}
            loading={loading}
            loadingText="Sending"
            aria-label={`Send me the link again for ${draft.companyName}`}
          >
            Send me the link again
          </Button>
        </HStack>
      </HStack>
      {/* Announced when it appears; the same words whether or not a mail could be sent. */}
      <Text role={result?.ok === false ? 'alert' : 'status'} fontSize="sm" color={result?.ok === false ? 'fg.error' : 'fg.muted'}>
        {result?.message}
      </Text>
    </Stack>
  );
}
