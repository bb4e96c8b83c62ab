import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { acceptAttribute, checkFile, UPLOAD_EXTENSIONS } from '@portal/common/validation/files';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormFieldFrame } from './form-field-frame';
import type { FileFieldName, RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';

interface FileFieldProps {
  name: FileFieldName;
  label: string;
  required?: boolean;
}

const HELP = `${UPLOAD_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; up to 25 MB`;

/**
 * One upload. A chosen file is checked at once by name and size (the server checks the content too);
 * a refused file is not kept and its reason shows on the field. A file already stored for the vendor
 * is named, and choosing another replaces it on submit.
 */
export function FileField({ name, label, required }: FileFieldProps) {
  const { setError, clearErrors } = useFormContext<RegistrationFormValues>();
  const { isLocked, storedFiles, chosenFiles, chooseFile } = useRegistrationFormContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const stored = storedFiles[name];
  const chosen = chosenFiles[name];
  // The schema reports file errors on the upload's own name, which is not a form value.
  const errorPath = name as keyof RegistrationFormValues;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      event.target.value = '';
      setError(errorPath, { type: 'file', message: problem });
      return;
    }
    clearErrors(errorPath);
    chooseFile(name, file);
  };

  // The native input keeps showing a file the form has dropped (reset, refused by the server): clear it.
  useEffect(() => {
    if (!chosen && inputRef.current) inputRef.current.value = '';
  }, [chosen]);

  const clearChoice = () => chooseFile(name, null);

  if (isLocked(name)) {
    return (
      <FormFieldFrame name={name} label={label}>
        <Input value={stored ? stored.name : 'No file uploaded'} readOnly variant="subtle" />
      </FormFieldFrame>
    );
  }

  return (
    <FormFieldFrame name={name} label={label} required={required} helperText={HELP}>
      {(stored || chosen) && (
        <HStack gap="3" mb="1" wrap="wrap">
          <Text textStyle="sm" aria-live="polite">
            {chosen ? `Selected: ${chosen.name}` : `Current file: ${stored?.name ?? ''}`}
          </Text>
          {chosen && (
            <Button size="xs" variant="outline" onClick={clearChoice} aria-label={`Remove the selected ${label}`}>
              Remove
            </Button>
          )}
        </HStack>
      )}
      <Input ref={inputRef} type="file" name={name} accept={acceptAttribute(UPLOAD_EXTENSIONS)} onChange={onChange} p="1" />
    </FormFieldFrame>
  );
}
