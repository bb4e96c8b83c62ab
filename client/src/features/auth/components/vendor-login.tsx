import { Button, Heading, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@portal/common/errors';
import { loginSchema } from '@portal/common/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { usePortalConfig } from '../../../api/get-portal-config';
import { decodeClaims, getSession, sessionChanged } from '../../../api/session';
import { FormField } from '../../../components/form-field';
import { useLogin } from '../api/log-in';
import { LoginFailedDialog } from './login-failed-dialog';
import { SecondSignInStep, type PendingSignIn } from './second-sign-in-step';
import { SsoButton, useSsoLanding } from './sso-sign-in';

interface VendorLoginProps {
  onForgotPassword: () => void;
  onBack: () => void;
}

export function VendorLogin({ onForgotPassword, onBack }: VendorLoginProps) {
  const [login] = useLogin();
  const config = usePortalConfig();
  const [failure, setFailure] = useState<string | null>(null);
  // A second factor owed after the password or single sign-on: its step replaces the form.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const sessionStarted = () => (decodeClaims(getSession()) ? sessionChanged() : setFailure(MESSAGES.invalidJwt));
  useSsoLanding({ signedIn: sessionStarted, pending: setPending, failed: setFailure });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await login({ variables: values });
      const owed = data?.login.mfaToken;
      if (owed) return setPending({ mfaToken: owed, enrol: data.login.mfaEnrolmentRequired });
      // The answer has set the session's cookies (the token in an HttpOnly one no script reads): Home sees the
      // session and sends the user on (see Home).
      if (!decodeClaims(getSession())) {
        setFailure(MESSAGES.invalidJwt);
        return;
      }
      sessionChanged();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const fields = Object.entries(fieldErrors).filter(([field]) => field === 'email' || field === 'password');
      if (fields.length > 0) {
        fields.forEach(([field, message]) => setError(field as 'email' | 'password', { message }));
      } else {
        setFailure(errorMessageOf(error));
      }
    }
  });

  if (pending) return <SecondSignInStep pending={pending} onSignedIn={sessionStarted} onRestart={() => setPending(null)} />;

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
        <Heading as="h1" size="2xl" id="login-heading">
          Login
        </Heading>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Logging in">
          Login
        </Button>
        {config?.ssoLabel ? <SsoButton label={config.ssoLabel} /> : null}
        <Stack direction="row" justify="space-between">
          <Button variant="plain" colorPalette="blue" px="0" onClick={onForgotPassword}>
            Forgot Password?
          </Button>
          <Button variant="plain" px="0" onClick={onBack}>
            Back
          </Button>
        </Stack>
        <LoginFailedDialog reason={failure} supportEmail={config?.supportEmail} onClose={() => setFailure(null)} />
      </form>
    </Stack>
  );
}
