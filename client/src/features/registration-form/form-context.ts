import { createContext, useContext } from 'react';
import type { UseFormClearErrors, UseFormSetError, UseFormSetValue } from 'react-hook-form';
import type { FileFieldName, RegistrationFiles, RegistrationFormValues, StoredFiles } from './form-values';

/**
 * What every section needs beyond react-hook-form's control. It changes only with the mode (read-only, locked
 * fields), so a field that reads it is not drawn again for a keystroke elsewhere.
 */
export interface RegistrationFormContextValue {
  formId: string;
  /** The whole form is read-only (view mode, or review / general info before Edit). */
  readOnly: boolean;
  /** Required markers are shown (registration and review modes). */
  showRequired: boolean;
  /** True when this field cannot be changed now (the whole form is read-only, or the field is locked). */
  isLocked: (name: string) => boolean;
  /**
   * react-hook-form's own methods (the same functions for the form's lifetime). A field takes them from here, not
   * from useFormContext, whose value also carries the form state and so changes with it (the first keystroke's
   * isDirty, a submit): every reader of useFormContext would be drawn again with the root.
   */
  setValue: UseFormSetValue<RegistrationFormValues>;
  setError: UseFormSetError<RegistrationFormValues>;
  clearErrors: UseFormClearErrors<RegistrationFormValues>;
}

/** The uploads' state, apart: choosing a file draws the file fields again, not every field. */
export interface RegistrationFilesContextValue {
  storedFiles: StoredFiles;
  chosenFiles: RegistrationFiles;
  /** Keeps a chosen file (already checked by name and size) and sets the schema's presence flag. */
  chooseFile: (name: FileFieldName, file: File | null) => void;
}

export const RegistrationFormContext = createContext<RegistrationFormContextValue | null>(null);
export const RegistrationFilesContext = createContext<RegistrationFilesContextValue | null>(null);

export function useRegistrationFormContext(): RegistrationFormContextValue {
  const value = useContext(RegistrationFormContext);
  if (!value) throw new Error('Registration form sections must be rendered inside <RegistrationForm>');
  return value;
}

export function useRegistrationFiles(): RegistrationFilesContextValue {
  const value = useContext(RegistrationFilesContext);
  if (!value) throw new Error('Registration form sections must be rendered inside <RegistrationForm>');
  return value;
}

/** The DOM id of a field's control: stable, so the failed-submit modal can focus it. */
export function controlId(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}
