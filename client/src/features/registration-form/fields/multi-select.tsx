import type { LookupList } from '@portal/common/lookups/types';
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { MultiSelectField } from '../../../components/fields';
import type { RegistrationFormValues } from '../form-values';
import { useFieldFrame } from './use-field-frame';

type MultiFieldName = 'regions' | 'marketSectors' | 'secondaryTrades' | 'classificationsCertifications';

interface MultiSelectProps {
  name: MultiFieldName;
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
  /** At most this many choices; the other options are disabled once it is reached. */
  max?: number;
  placeholder?: string;
}

/** Drawn again only when its props change (see text-field.tsx). */
const MultiSelectWidget = memo(MultiSelectField);

/** A multi-choice list; read-only, its chosen labels wrap in the list's own trigger. */
export function MultiSelect({ name, label, options, required, helperText, max, placeholder }: MultiSelectProps) {
  const frame = useFieldFrame({ name, label, required, helperText });
  const { field } = useController<RegistrationFormValues, MultiFieldName>({ name });
  return (
    <MultiSelectWidget
      {...frame}
      options={options}
      max={max}
      placeholder={placeholder}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
