import { Button, Dialog, Input, Portal, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, type PasswordFormValues } from '@portal/common/validation/users';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useSetUserPassword } from '../api/set-user-password';
import { showSaveError } from '../form-errors';

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
    <Dialog.Root open onOpenChange={(d) => !d.open && !isSubmitting && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={save} noValidate>
              <Dialog.Header>
                <Dialog.Title>Edit password of {user.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label="Password" error={errors.password?.message} required>
                    <Input type="password" autoComplete="new-password" {...register('password')} />
                  </FormField>
                  <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
                    <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" loading={isSubmitting} loadingText="Saving">
                  Save
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
