import { Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_DEFAULT_GRACE_HOURS, webhookRotateSchema } from '@portal/common/domain/webhooks';
import { useState } from 'react';
import { TextInputField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { formatDateTime } from '../../../utils/format-date';

export const GRACE_LABEL = 'Grace period (hours)';

/** The grace period the field holds, checked by the API's own rule (0 to 168 hours), or the rule's message. */
export function parseGraceHours(text: string): { hours: number } | { error: string } {
  const parsed = webhookRotateSchema.safeParse({ graceHours: text.trim() === '' ? undefined : Number(text) });
  if (text.trim() === '' || !parsed.success)
    return { error: parsed.success ? 'Enter the grace period in hours (0 stops the current secret at once).' : parsed.error.issues[0]!.message };
  return { hours: parsed.data.graceHours };
}

/** What happens to the current secret with the hours in the field, said before the admin rotates. */
export function graceHint(text: string, now = new Date()): string {
  const parsed = parseGraceHours(text);
  if ('error' in parsed) return 'How long the current secret keeps signing beside the new one, so the receiver can switch.';
  if (parsed.hours === 0) return 'The current secret stops signing at once: the receiver must switch now.';
  return `The current secret keeps signing beside the new one until ${formatDateTime(new Date(now.getTime() + parsed.hours * 3_600_000))}.`;
}

/**
 * Asks how long the subscription's current secret keeps signing beside the new one (graceHours: 0 to 168, default
 * 24), then rotates; the API's refusal, if any, comes through the global alert and the dialog stays open.
 */
export function RotateSecretDialog({ name, busy, onRotate, onCancel }: { name: string; busy: boolean; onRotate: (graceHours: number) => void; onCancel: () => void }) {
  const [grace, setGrace] = useState(String(WEBHOOK_DEFAULT_GRACE_HOURS));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = parseGraceHours(grace);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    onRotate(parsed.hours);
  };
  return (
    <FormDialog title="Rotate the signing secret?" busy={busy} onSubmit={submit} onCancel={onCancel} submitLabel="Rotate">
      <Stack gap="4">
        <Text>Deliveries to {name} are signed with a new secret from now on; the new secret is shown once.</Text>
        <TextInputField
          name="graceHours"
          label={GRACE_LABEL}
          type="number"
          inputMode="decimal"
          value={grace}
          onChange={(v) => {
            setGrace(v);
            setError(undefined);
          }}
          error={error}
          hint={graceHint(grace)}
        />
      </Stack>
    </FormDialog>
  );
}
