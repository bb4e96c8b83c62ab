import { Alert, Button, Heading, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@portal/common/errors';
import { resetPasswordFormSchema } from '@portal/common/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordProps {
  /** The `token` query parameter of the e-mailed link. */
  token: string;
  onShowLogin: () => void;
  onForgotPassword: () => void;
}

export function ResetPassword({ token, onShowLogin, onForgotPassword }: ResetPasswordProps) {
  const [resetPassword] = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { token, newPassword } });
      setDone(true);
    } catch (error) {
      const passwordError = fieldErrorsOf(error).newPassword;
      // A used or expired token: the server's own sentence says what happened.
      if (passwordError) setError('newPassword', { message: passwordError });
      else setFailure(errorMessageOf(error));
    }
  });

  if (done) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Reset Password
        </Heading>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{MESSAGES.resetDone}</Alert.Description>
        </Alert.Root>
        <Button alignSelf="flex-start" onClick={onShowLogin}>
          Go to Login
        </Button>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
        <Heading as="h1" size="2xl" id="reset-heading">
          Reset Password
        </Heading>
        <FormField label="New Password" error={errors.newPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" loading={isSubmitting} loadingText="Resetting">
          Reset Password
        </Button>
        <Stack direction="row" justify="space-between">
          <Button variant="plain" colorPalette="blue" px="0" onClick={onShowLogin}>
            Back to Login
          </Button>
          <Button variant="plain" colorPalette="blue" px="0" onClick={onForgotPassword}>
            Request a new link
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
