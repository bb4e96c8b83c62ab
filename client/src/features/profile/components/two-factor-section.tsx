import { Button, Code, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { TotpSetupCode } from '../../../components/totp-setup-code';
import { useMfaStatus, useTotpConfirm, useTotpDisable, useTotpSetup } from '../api/two-factor';

type Setup = { secret: string; otpauthUri: string; qrCode: string };

/**
 * The profile's "Two-factor authentication": set up an authenticator app (QR code and the secret as text, confirmed
 * with a code), then the ten recovery codes shown once; or turn it off with a code and the password.
 */
export function TwoFactorSection() {
  const { data } = useMfaStatus();
  const [setUp] = useTotpSetup();
  const [confirm] = useTotpConfirm();
  const [disable] = useTotpDisable();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const status = data?.mfaStatus;

  const failed = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields.code || fields.password ? { code: fields.code, password: fields.password } : { form: errorMessageOf(error) });
  };

  async function start() {
    setErrors({});
    try {
      const { data: answer } = await setUp();
      if (answer) setSetup(answer.totpSetup);
    } catch (error) {
      failed(error);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setErrors({ code: MFA_MESSAGES.codeRequired });
    setBusy(true);
    setErrors({});
    try {
      if (turningOff) {
        await disable({ variables: { code, password: password || null } });
        setTurningOff(false);
      } else {
        const { data: answer } = await confirm({ variables: { code } });
        setRecoveryCodes(answer?.totpConfirm.recoveryCodes ?? []);
        setSetup(null);
      }
      setCode('');
      setPassword('');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="4" aria-labelledby="two-factor-heading" borderTopWidth="1px" pt="6">
      <Heading as="h2" size="lg" id="two-factor-heading">
        Two-factor authentication
      </Heading>
      {!status ? null : recoveryCodes ? (
        <Stack gap="3">
          <Text>
            Two-factor authentication is on. Keep these recovery codes somewhere safe: each signs you in once when you do not have your authenticator app. They are
            shown only now.
          </Text>
          <List.Root aria-label="Recovery codes" ps="5">
            {recoveryCodes.map((c) => (
              <List.Item key={c}>
                <Code>{c}</Code>
              </List.Item>
            ))}
          </List.Root>
          <Button alignSelf="flex-start" onClick={() => setRecoveryCodes(null)}>
            I have saved my recovery codes
          </Button>
        </Stack>
      ) : setup || turningOff ? (
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate aria-label={setup ? 'Set up two-factor authentication' : 'Turn off two-factor authentication'}>
            {setup ? (
              <>
                <Text>Scan this QR code with your authenticator app, or type the secret into it, then enter the 6-digit code it shows.</Text>
                <TotpSetupCode qrCode={setup.qrCode} secret={setup.secret} />
              </>
            ) : (
              <Text>Enter a code from your authenticator app (or a recovery code) and your password to turn two-factor authentication off.</Text>
            )}
            <FormField label="Authentication code" error={errors.code} required>
              <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode={setup ? 'numeric' : 'text'} />
            </FormField>
            {turningOff && (
              <FormField label="Password" error={errors.password}>
                <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
              </FormField>
            )}
            {errors.form && <Text color="fg.error">{errors.form}</Text>}
            <Stack direction="row" gap="3">
              <Button type="submit" loading={busy}>
                {turningOff ? 'Turn off' : 'Turn on'}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setSetup(null);
                  setTurningOff(false);
                  setErrors({});
                }}
              >
                Cancel
              </Button>
            </Stack>
          </form>
        </Stack>
      ) : status.enabled ? (
        <Stack gap="3" align="flex-start">
          <Text>On. {status.recoveryCodesLeft} recovery codes left.</Text>
          {status.required ? (
            <Text color="fg.muted">Required for staff accounts by the portal's administrator.</Text>
          ) : (
            <Button variant="outline" onClick={() => setTurningOff(true)}>
              Turn off two-factor authentication
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="3" align="flex-start">
          <Text>Off. Sign-ins ask only for your password.</Text>
          {errors.form && <Text color="fg.error">{errors.form}</Text>}
          <Button onClick={() => void start()}>Set up two-factor authentication</Button>
        </Stack>
      )}
    </Stack>
  );
}
