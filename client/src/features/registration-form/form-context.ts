import { createContext, useContext } from 'react';
import type { FileFieldName, RegistrationFiles, StoredFiles } from './form-values';

/** What every section needs beyond react-hook-form's own context. */
export interface RegistrationFormContextValue {
  formId: string;
  /** The whole form is read-only (view mode, or review / general info before Edit). */
  readOnly: boolean;
  /** Required markers are shown (registration and review modes). */
  showRequired: boolean;
  /** True when this field cannot be changed now (the whole form is read-only, or the field is locked). */
  isLocked: (name: string) => boolean;
  storedFiles: StoredFiles;
  chosenFiles: RegistrationFiles;
  /** Keeps a chosen file (already checked by name and size) and sets the schema's presence flag. */
  chooseFile: (name: FileFieldName, file: File | null) => void;
}

export const RegistrationFormContext = createContext<RegistrationFormContextValue | null>(null);

export function useRegistrationFormContext(): RegistrationFormContextValue {
  const value = useContext(RegistrationFormContext);
  if (!value) throw new Error('Registration form sections must be rendered inside <RegistrationForm>');
  return value;
}

/** The DOM id of a field's control: stable, so the failed-submit modal can focus it. */
export function controlId(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}
