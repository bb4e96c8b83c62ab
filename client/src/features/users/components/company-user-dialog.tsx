import { Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyUserFormSchema, USER_MESSAGES, type CompanyUserFormValues } from '@portal/common/validation/users';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useCreateCompanyUser } from '../api/create-company-user';
import { showSaveError } from '../form-errors';
import { PasswordFields } from './password-fields';

const FIELDS = ['fullName', 'email', 'phoneNumber', 'password', 'confirmPassword'] as const;

/**
 * Add User to a company (vendor spec /vendor/users: fullName, email, password, phoneNumber, plus a confirmation).
 * The new user awaits an admin's approval: 'User added successfully. Wait for the approval from admin.'
 */
export function CompanyUserDialog({ vendorId, onClose }: { vendorId: string; onClose: () => void }) {
  const [create] = useCreateCompanyUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyUserFormValues>({
    resolver: zodResolver(companyUserFormSchema),
    defaultValues: { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
  });

  const save = handleSubmit(async (v) => {
    try {
      await create({ variables: { vendorId, input: { name: v.fullName, email: v.email, phone: v.phoneNumber, password: v.password ?? '' } } });
      toaster.create({ type: 'success', title: USER_MESSAGES.userAdded, closable: true });
      onClose();
    } catch (error) {
      showSaveError(error, FIELDS, (field, message) => setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: true }));
    }
  });

  return (
    <FormDialog title="Add User" busy={isSubmitting} onSubmit={save} onCancel={onClose} size="lg" submitProps={{ loadingText: 'Saving' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full Name" error={errors.fullName?.message} required>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Phone Number" error={errors.phoneNumber?.message} required helperText="Format: 555-555-5555">
          <Input type="tel" autoComplete="off" {...register('phoneNumber')} />
        </FormField>
        <PasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
          required
        />
      </SimpleGrid>
    </FormDialog>
  );
}
