import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, type PasswordFormValues } from '@portal/common/validation/users';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { toaster } from '../../../components/toaster';
import { useSetUserPassword } from '../api/set-user-password';
import { showSaveError } from '../form-errors';
import { PasswordFields } from './password-fields';

const FIELDS = ['password', 'confirmPassword'] as const;

/** The Vendor tab's "edit password": a new password for a company user, which signs that user out everywhere. */
export function PasswordDialog({ user, onClose }: { user: { userId: string; name: string }; onClose: () => void }) {
  const [setPassword] = useSetUserPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const save = handleSubmit(async ({ password }) => {
    try {
      await setPassword({ variables: { userId: user.userId, password: password ?? '' } });
      toaster.create({ type: 'success', title: 'Password updated successfully', description: `${user.name} was signed out of every session.`, closable: true });
      onClose();
    } catch (error) {
      showSaveError(error, FIELDS, (field, message) => setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: true }));
    }
  });

  return (
    <FormDialog title={<>Edit password of {user.name}</>} busy={isSubmitting} onSubmit={save} onCancel={onClose} submitProps={{ loadingText: 'Saving' }}>
      <Stack gap="4">
        <PasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
          required
        />
      </Stack>
    </FormDialog>
  );
}
