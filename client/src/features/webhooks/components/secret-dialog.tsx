import { SecretOnceDialog } from '../../../components/secret-once-dialog';

export const SECRET_WARNING = 'Copy this signing secret now. It will not be shown again.';

/** The one time a subscription's signing secret is shown, after it was created or rotated. */
export function SecretDialog({ title, secret, onClose }: { title: string; secret: string; onClose: () => void }) {
  return (
    <SecretOnceDialog
      title={title}
      secret={secret}
      label="Signing secret"
      fieldId="webhook-secret"
      warning={SECRET_WARNING}
      hint={
        <>
          Verify each delivery&apos;s <code>webhook-signature</code> with it (docs/api/webhooks.md).
        </>
      }
      onClose={onClose}
    />
  );
}
