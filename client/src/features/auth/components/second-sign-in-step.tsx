import { Button, Code, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import { useEffect, useState, type FormEvent } from 'react';
import { errorCodesOf, errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { TotpSetupCode } from '../../../components/totp-setup-code';
import { useLoginMfa, useSignInTotpConfirm, useSignInTotpSetup } from '../api/second-sign-in-step';

/** A sign-in whose first factor (password, single sign-on) is proven and whose second one is owed. */
export interface PendingSignIn {
  mfaToken: string;
  /** The portal requires a second factor of this staff account and it has none yet: set it up first. */
  enrol: boolean;
}

interface Props {
  pending: PendingSignIn;
  /** The answer has set the session's cookies. */
  onSignedIn: () => void;
  /** The pending sign-in expired or was used: back to the login form. */
  onRestart: () => void;
}

/** The sign-in's second step: the authenticator's code (or a recovery code), or the set-up the portal requires. */
export function SecondSignInStep({ pending, onSignedIn, onRestart }: Props) {
  const [loginMfa] = useLoginMfa();
  const [setUp] = useSignInTotpSetup();
  const [confirm] = useSignInTotpConfirm();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const failed = (e: unknown) => {
    if (errorCodesOf(e).includes('UNAUTHENTICATED')) setExpired(true);
    setError(fieldErrorsOf(e).code ?? errorMessageOf(e));
  };

  useEffect(() => {
    if (!pending.enrol) return;
    setUp({ variables: { mfaToken: pending.mfaToken } }).then(({ data }) => data && setSetup(data.signInTotpSetup), failed);
  }, [pending, setUp]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(MFA_MESSAGES.codeRequired);
    setBusy(true);
    setError(null);
    try {
      if (pending.enrol) {
        const { data } = await confirm({ variables: { mfaToken: pending.mfaToken, code } });
        setRecoveryCodes(data?.signInTotpConfirm.recoveryCodes ?? []);
      } else {
        await loginMfa({ variables: { mfaToken: pending.mfaToken, code } });
        onSignedIn();
      }
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Save your recovery codes
        </Heading>
        <Text>Each code signs you in once when you do not have your authenticator app. They are shown only now.</Text>
        <List.Root aria-label="Recovery codes" ps="5">
          {recoveryCodes.map((c) => (
            <List.Item key={c}>
              <Code>{c}</Code>
            </List.Item>
          ))}
        </List.Root>
        <Button onClick={onSignedIn}>Continue</Button>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate aria-labelledby="second-step-heading">
        <Heading as="h1" size="2xl" id="second-step-heading">
          {pending.enrol ? 'Set up two-factor authentication' : 'Two-factor authentication'}
        </Heading>
        {pending.enrol ? (
          <>
            <Text>Staff accounts must use an authenticator app. Scan this QR code with it, or type the secret into it, then enter the 6-digit code it shows.</Text>
            {setup && <TotpSetupCode qrCode={setup.qrCode} secret={setup.secret} />}
          </>
        ) : (
          <Text>{MFA_MESSAGES.codeRequired}</Text>
        )}
        <FormField label="Authentication code" error={error ?? undefined} required>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoFocus />
        </FormField>
        <Button type="submit" loading={busy} disabled={expired}>
          Verify
        </Button>
        <Button variant="plain" px="0" alignSelf="flex-start" onClick={onRestart}>
          Back to login
        </Button>
      </form>
    </Stack>
  );
}
