import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema } from '@portal/common/validation/auth';
import { useForm, useWatch } from 'react-hook-form';
import { showAlert } from '../../../api/alert-store';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { sessionChanged } from '../../../api/session';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { formatDate } from '../../../utils/format-date';
import { useUpdateProfile } from '../api/update-profile';
import type { Profile } from '../profile';

const EDITABLE_FIELDS = ['name', 'phone', 'password', 'confirmPassword', 'currentPassword'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

interface ProfileFormProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: () => void;
}

export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const [updateProfile] = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '', password: '', confirmPassword: '', currentPassword: '' },
  });
  // Setting a new password for yourself needs the current one; the field appears once a new one is typed.
  const settingPassword = Boolean(useWatch({ control, name: 'password' }));

  const onSubmit = handleSubmit(async ({ name, phone, password, currentPassword }) => {
    try {
      // An empty password means "keep the current one", so it is left out of the update.
      const input = password ? { name, phone, password, currentPassword } : { name, phone };
      const { data } = await updateProfile({ variables: { id: profile.userId, input } });
      // A new password ended every session of this user, this one too; the answered token carries it on.
      const accessToken = data?.updateProfile.accessToken ?? null;
      // The server has set the new session's cookies: the screens read them again.
      if (accessToken) sessionChanged();
      toaster.create({
        type: 'success',
        title: 'Profile updated successfully',
        description: accessToken ? 'Your password was changed and your other sessions were signed out.' : undefined,
        closable: true,
      });
      onSaved();
    } catch (error) {
      const fieldErrors = Object.entries(fieldErrorsOf(error));
      const onForm = fieldErrors.filter((entry): entry is [EditableField, string] => (EDITABLE_FIELDS as readonly string[]).includes(entry[0]));
      onForm.forEach(([field, message]) => setError(field, { message }, { shouldFocus: true }));
      if (onForm.length === 0) showAlert(errorMessageOf(error));
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Full Name" error={errors.name?.message} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message} required helperText="Format: 555-555-5555">
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} helperText="Leave blank to keep the current password">
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          {settingPassword && (
            <FormField
              label="Current Password"
              error={errors.currentPassword?.message}
              required
              helperText="Needed to set a new password; your other sessions will be signed out"
            >
              <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
          )}
          <FormField label="Email" readOnly>
            <Input value={profile.email} readOnly />
          </FormField>
          <FormField label="Company Name" readOnly>
            <Input value={profile.companyName ?? ''} readOnly />
          </FormField>
          <FormField label="Last Login" readOnly>
            <Input value={formatDate(profile.lastLogin)} readOnly />
          </FormField>
        </SimpleGrid>
        <Stack direction="row" gap="3">
          <Button type="submit" loading={isSubmitting} loadingText="Saving">
            Save
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
