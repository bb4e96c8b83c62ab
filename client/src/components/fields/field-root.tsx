import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldFrameProps } from './field-props';

/**
 * The frame's props but the form path (the widgets keep that on their wrapper). The hint is shown under the control
 * as given: each caller decides when a hint is noise (a read-only value, an error).
 */
export interface FieldRootProps extends Pick<FieldFrameProps, 'label' | 'id' | 'required' | 'error' | 'hint' | 'readOnly' | 'labelAside'> {
  children: ReactNode;
}

/**
 * The one labelled field of every form: Field.Root ties the visible label to the control (and the hint and error
 * to it through aria-describedby); the error shows right under the control. The form widgets (field-frame.tsx)
 * and the admin dialogs (components/form-field.tsx) both draw it.
 */
export function FieldRoot({ label, id, required, error, hint, readOnly, labelAside, children }: FieldRootProps) {
  const labelElement = (
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
  );
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} readOnly={readOnly}>
      {labelAside ? (
        <HStack gap="1" align="center">
          {labelElement}
          {labelAside}
        </HStack>
      ) : (
        labelElement
      )}
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
