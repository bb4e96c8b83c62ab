import { Alert, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@portal/common/errors';
import { forgotPasswordSchema } from '@portal/common/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPassword({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [requestReset] = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestReset({ variables: { email } });
      // The server answers alike for known and unknown addresses; so does the screen.
      setSent(true);
    } catch (error) {
      const emailError = fieldErrorsOf(error).email;
      if (emailError) setError('email', { message: emailError });
      else setFailure(errorMessageOf(error));
    }
  });

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Forgot Password
      </Heading>
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{MESSAGES.forgotPasswordSent}</Alert.Description>
        </Alert.Root>
      ) : (
        <Stack asChild gap="5">
          <form onSubmit={onSubmit} noValidate>
            <Text color="fg.muted">Enter the email of your account and we will send you a link to reset the password.</Text>
            <FormField label="Email" error={errors.email?.message} required>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <Button type="submit" loading={isSubmitting} loadingText="Sending">
              Send reset link
            </Button>
          </form>
        </Stack>
      )}
      <Button variant="plain" colorPalette="blue" alignSelf="flex-start" px="0" onClick={onBackToLogin}>
        Back to Login
      </Button>
    </Stack>
  );
}
