import { SecretOnceDialog } from '../../../components/secret-once-dialog';

export const SECRET_WARNING = 'Copy this key now. It will not be shown again.';

/** The one time a key's secret is shown, after it was created or rotated. */
export function SecretDialog({ title, secret, onClose }: { title: string; secret: string; onClose: () => void }) {
  return (
    <SecretOnceDialog
      title={title}
      secret={secret}
      label="API key"
      fieldId="api-key-secret"
      warning={SECRET_WARNING}
      hint={
        <>
          Send it as <code>X-API-Key: &lt;key&gt;</code> or <code>Authorization: Bearer &lt;key&gt;</code>.
        </>
      }
      onClose={onClose}
    />
  );
}
