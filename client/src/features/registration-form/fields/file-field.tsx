import { FileField as FileWidget, UPLOAD_HINT } from '../../../components/fields';
import type { FileFieldName, RegistrationFormValues } from '../form-values';
import { useRegistrationFiles, useRegistrationFormContext } from '../form-context';
import { useFieldFrame } from './use-field-frame';

interface FileFieldProps {
  name: FileFieldName;
  label: string;
  required?: boolean;
}

/**
 * One upload, kept until the form is submitted. A refused file's reason shows on the field; a file already
 * stored for the vendor is named, and choosing another replaces it on submit.
 */
export function FileField({ name, label, required }: FileFieldProps) {
  const frame = useFieldFrame({ name, label, required, helperText: UPLOAD_HINT });
  const { setError, clearErrors } = useRegistrationFormContext();
  const { storedFiles, chosenFiles, chooseFile } = useRegistrationFiles();
  const stored = storedFiles[name];
  const chosen = chosenFiles[name];
  // The schema reports file errors on the upload's own name, which is not a form value.
  const errorPath = name as keyof RegistrationFormValues;
  const current = chosen ? { caption: 'Selected: ', name: chosen.name } : stored ? { caption: frame.readOnly ? '' : 'Current file: ', name: stored.name } : null;
  return (
    <FileWidget
      {...frame}
      current={current}
      onChoose={(file) => {
        clearErrors(errorPath);
        chooseFile(name, file);
      }}
      onRefuse={(message) => setError(errorPath, { type: 'file', message })}
      onRemove={chosen ? () => chooseFile(name, null) : undefined}
      removeLabel={`Remove the selected ${label}`}
    />
  );
}
