import { Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';

interface PasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  required: boolean;
  /** Under Password (an edit's "leave blank to keep it"). */
  helperText?: string;
}

/** Password and Confirm Password of the user dialogs: new passwords, never filled in by the browser's saved ones. */
export function PasswordFields({ password, confirmPassword, errors, required, helperText }: PasswordFieldsProps) {
  return (
    <>
      <FormField label="Password" error={errors.password} required={required} helperText={helperText}>
        <Input type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword} required={required}>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </FormField>
    </>
  );
}
