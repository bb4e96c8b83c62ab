import { Alert, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../../api/alert-store';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { useSignUp } from '../api/sign-up';
import { signUpFormSchema } from '../sign-up-form';

interface VendorSignUpProps {
  accountId: string;
  /** Known when the user picked the company after verifying its FEIN; not for an invitation link. */
  companyName?: string;
  /** The verified tax ID, when the account is a CRM account the portal has no company for yet. */
  taxId?: string;
  onLogin: () => void;
  onBack: () => void;
}

const FIELDS = ['name', 'email', 'password', 'phone'] as const;
type ServerField = (typeof FIELDS)[number];

/** Create a user of an approved company; an administrator approves the account before it can log in. */
export function VendorSignUp({ accountId, companyName, taxId, onLogin, onBack }: VendorSignUpProps) {
  const [signUp] = useSignUp();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phone: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, password, phone }) => {
    try {
      // The tax ID only for a company the CRM alone knows (it comes into the portal with this sign-up).
      await signUp({ variables: { accountNumber: accountId, input: { name, email, password, phone }, ...(taxId ? { taxId } : {}) } });
      setSent(ONBOARDING_MESSAGES.signUpSent);
    } catch (error) {
      const fieldErrors = Object.entries(fieldErrorsOf(error)).filter(([field]) => (FIELDS as readonly string[]).includes(field));
      if (fieldErrors.length > 0) {
        fieldErrors.forEach(([field, message]) => setError(field as ServerField, { message }));
      } else {
        showAlert(errorMessageOf(error));
      }
    }
  });

  if (sent) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Create an account
        </Heading>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{sent}</Alert.Description>
        </Alert.Root>
        <Button alignSelf="flex-start" onClick={onLogin}>
          Go to Login
        </Button>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-labelledby="sign-up-heading">
        <Heading as="h1" size="2xl" id="sign-up-heading">
          Create an account
        </Heading>
        {companyName && <Text color="fg.muted">Company: {companyName}</Text>}
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} helperText="8 to 20 characters" required>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} helperText="Format NNN-NNN-NNNN" required>
          <Input type="tel" autoComplete="tel" placeholder="NNN-NNN-NNNN" maxLength={12} {...register('phone')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Sending">
          Sign Up
        </Button>
        <Stack direction="row" justify="space-between">
          <Button variant="plain" colorPalette="blue" px="0" onClick={onLogin}>
            Already have an account? Login
          </Button>
          <Button variant="plain" px="0" onClick={onBack}>
            Back
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
