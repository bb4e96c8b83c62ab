import { Box, Fieldset, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';

interface GroupFieldFrameProps {
  name: keyof RegistrationFormValues;
  label: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
}

/** A fieldset with a legend for a radio or checkbox group: the legend names the group for screen readers. */
export function GroupFieldFrame({ name, label, required, helperText, children }: GroupFieldFrameProps) {
  const { showRequired, isLocked } = useRegistrationFormContext();
  const { errors } = useFormState<RegistrationFormValues>({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const locked = isLocked(name);
  const markRequired = Boolean(required && showRequired && !locked);
  return (
    <Box data-field-path={name} minW="0">
      {/* aria-required is not allowed on a fieldset (role group): the legend says it in words instead. */}
      <Fieldset.Root invalid={Boolean(message)}>
        <Fieldset.Legend fontWeight="medium" color="fg" textStyle="sm">
          {label}
          {markRequired && (
            <>
              <Box as="span" color="fg.error" ms="1" aria-hidden="true">
                *
              </Box>
              <VisuallyHidden> (required)</VisuallyHidden>
            </>
          )}
        </Fieldset.Legend>
        {helperText && !locked && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
        <Fieldset.Content mt="1">{children}</Fieldset.Content>
        {message && <Fieldset.ErrorText>{message}</Fieldset.ErrorText>}
      </Fieldset.Root>
    </Box>
  );
}
