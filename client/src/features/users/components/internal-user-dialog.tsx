import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { INTERNAL_ROLES, ROLE_LABELS, type InternalRole } from '@portal/common/auth/roles';
import { internalUserFormSchema, type InternalUserFormValues } from '@portal/common/validation/users';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useCreateInternalUser } from '../api/create-internal-user';
import { useUpdateUser } from '../api/update-user';
import { showSaveError } from '../form-errors';
import { PasswordFields } from './password-fields';

export interface EditableInternalUser {
  userId: string;
  name: string;
  email: string;
  phone?: string | null;
  role: string;
}

interface InternalUserDialogProps {
  /** The user edited; null adds one. */
  user: EditableInternalUser | null;
  onClose: () => void;
}

const FIELDS = ['fullName', 'phoneNumber', 'email', 'role', 'password', 'confirmPassword'] as const;

/**
 * Add or edit an internal user (section 5, "User dialog"): full name, phone, email and role required; only internal
 * roles offered; passwords required on add, optional on edit, and the two must match. Mounted while open, so each
 * opening starts from the user's current details.
 */
export function InternalUserDialog({ user, onClose }: InternalUserDialogProps) {
  const adding = user === null;
  const [create] = useCreateInternalUser();
  const [update] = useUpdateUser();
  const schema = useMemo(() => internalUserFormSchema(adding), [adding]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InternalUserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: user?.name ?? '', phoneNumber: user?.phone ?? '', email: user?.email ?? '', role: user?.role ?? '', password: '', confirmPassword: '' },
  });

  const save = handleSubmit(async (values) => {
    const input = {
      name: values.fullName,
      phone: values.phoneNumber,
      email: values.email,
      role: values.role as InternalRole,
      password: values.password ? values.password : null,
    };
    try {
      if (adding) await create({ variables: { input } });
      else await update({ variables: { userId: user.userId, input } });
      toaster.create({ type: 'success', title: adding ? 'User added successfully' : 'User updated successfully', closable: true });
      onClose();
    } catch (error) {
      showSaveError(error, FIELDS, (field, message) => setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: true }));
    }
  });

  return (
    <FormDialog title={adding ? 'Add User' : 'Edit User'} busy={isSubmitting} onSubmit={save} onCancel={onClose} size="lg" submitProps={{ loadingText: 'Saving' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full Name" error={errors.fullName?.message} required>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField label="Phone Number" error={errors.phoneNumber?.message} required helperText="Format: 555-555-5555">
          <Input type="tel" autoComplete="off" {...register('phoneNumber')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Role" error={errors.role?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Select a role" {...register('role')}>
              {INTERNAL_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <PasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
          required={adding}
          helperText={adding ? undefined : 'Leave blank to keep the current password'}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
