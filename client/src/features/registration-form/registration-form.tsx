import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  invalidFields,
  REGISTRATION_FORM_ID,
  REGISTRATION_MESSAGES,
  registrationSchema,
  type GeneralInfoValues,
  type InvalidField,
} from '@portal/common/validation/registration';
import { memo, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { showAlert } from '../../api/alert-store';
import { errorMessageOf, fieldErrorsOf, isSessionError } from '../../api/error-details';
import type { RegistrationInput } from '../../gql/graphql';
import { BusinessSection } from './sections/business-section';
import { CertificationsSection } from './sections/certifications-section';
import { CompanySection } from './sections/company-section';
import { ContactsSection } from './sections/contacts-section';
import { DocumentsSection } from './sections/documents-section';
import { FailedSubmitDialog } from './failed-submit-dialog';
import { FinancialSection } from './sections/financial-section';
import { findFieldControl, revealField } from './focus-field';
import { RegistrationFilesContext, RegistrationFormContext, type RegistrationFilesContextValue, type RegistrationFormContextValue } from './form-context';
import {
  FILE_FIELDS,
  storedFilesOf,
  toFormValues,
  toRegistrationInput,
  type FileFieldName,
  type LoadedRegistration,
  type RegistrationFiles,
  type RegistrationFormValues,
  type StoredFiles,
} from './form-values';
import { HowHeardSection } from './sections/how-heard-section';
import { OfficeLocationSection } from './sections/office-location-section';
import { ReferencesSection } from './sections/references-section';
import { TradesSection } from './sections/trades-section';

/**
 * The vendor registration form (form id `vendor_registration`), one component for four modes:
 * - 'registration': /vendor-registration; every rule of registrationSchema('registration');
 *   "Save as a draft" checks registrationSchema('draft') (company name only).
 * - 'view': read-only, never submits.
 * - 'review': the admin review dialog; read-only while `readOnly`, then every registration rule.
 * - 'general-info': /vendor/general-info; relaxed rules (registrationSchema('generalInfo')); taxId and
 *   companyName stay read-only and are left out of the input.
 *
 * Props:
 * - `mode`: one of the above.
 * - `defaultValues`: a loaded VendorRegistration (any query selecting its fields, e.g. the
 *   RegistrationFormFields fragment), or a partial one such as `{ taxId }`. When a new object is
 *   passed the form resets to it (chosen files are dropped).
 * - `readOnly`: no changes allowed (review and general info before Edit). 'view' is always read-only.
 * - `lockedFields`: fields that stay read-only while editing; defaults to taxId and companyName in
 *   'general-info' mode, none otherwise.
 * - `formId`: the <form> id (default 'vendor_registration'); a button elsewhere on the page submits it
 *   with `<Button type="submit" form={formId}>`.
 * - `onSubmit(input, files)`: called with valid values only: `input` is the API's RegistrationInput
 *   (money stripped of $ and commas, numbers as strings), `files` the files chosen now (null: keep the
 *   stored one). Return the saved VendorRegistration (or its stored files) so the form shows the new
 *   file names. Throw (reject) on failure: field errors (extensions.fieldErrors) are shown on their
 *   fields and in the failed-submit modal, anything else in the Alert modal. Give the mutation
 *   `context: { skipGlobalError: true }` so the Alert is not shown twice.
 * - `onSaveDraft(input, files)`: the same for "Save as a draft" (registration mode).
 * - `ref`: a RegistrationFormHandle (submit, saveDraft, reset) for buttons outside the form.
 * - `renderActions(actions)`: buttons rendered at the end of the form with the same actions plus the
 *   submitting state.
 */
export type RegistrationFormMode = 'registration' | 'view' | 'review' | 'general-info';

export type RegistrationSaveHandler = (input: RegistrationInput, files: RegistrationFiles) => Promise<StoredFiles | null | void> | StoredFiles | null | void;

export interface RegistrationFormActions {
  /** Validates and calls onSubmit; on failure shows the failed-submit modal. */
  submit: () => Promise<void>;
  /** Checks the company name and formats, then calls onSaveDraft; true when the draft was saved. */
  saveDraft: () => Promise<boolean>;
  /** Back to the default values (or the ones given); chosen files are dropped, errors cleared. */
  reset: (values?: LoadedRegistration | null) => void;
  submitting: boolean;
  savingDraft: boolean;
  /** Something was typed or a file chosen since the form was loaded or its draft last saved. */
  dirty: boolean;
}

export type RegistrationFormHandle = Omit<RegistrationFormActions, 'submitting' | 'savingDraft' | 'dirty'>;

export interface RegistrationFormProps {
  mode: RegistrationFormMode;
  defaultValues?: LoadedRegistration | null;
  readOnly?: boolean;
  lockedFields?: readonly string[];
  formId?: string;
  onSubmit?: RegistrationSaveHandler;
  onSaveDraft?: RegistrationSaveHandler;
  ref?: Ref<RegistrationFormHandle>;
  renderActions?: (actions: RegistrationFormActions) => ReactNode;
}

const GENERAL_INFO_LOCKED = ['taxId', 'companyName'] as const;
/** One empty list for the modes that send every field, so the save callbacks keep their identity between renders. */
const NO_OMISSIONS: readonly (keyof RegistrationInput)[] = [];
const NO_FILES: RegistrationFiles = { w9File: null, generalContractReferencesDocument: null };
const PRESENCE_FLAG = {
  w9File: 'hasW9File',
  generalContractReferencesDocument: 'hasGeneralContractReferencesDocument',
} as const satisfies Record<FileFieldName, keyof RegistrationFormValues>;

type ParsedValues = GeneralInfoValues;
type Issue = { path: PropertyKey[]; message: string };

const toPath = (dotted: string): PropertyKey[] => dotted.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The sections, drawn once: they take no props, and each field subscribes to its own value, error and condition
 * (useController, useFormState and useWatch by name), so a render of the form itself (its form state once ready,
 * the first keystroke's dirty flag, submitting, the failed-submit modal) does not draw every field again.
 */
const Sections = memo(function Sections() {
  return (
    <>
      <CompanySection />
      <OfficeLocationSection />
      <ContactsSection />
      <BusinessSection />
      <TradesSection />
      <FinancialSection />
      <CertificationsSection />
      <ReferencesSection />
      <DocumentsSection />
      <HowHeardSection />
    </>
  );
});

export function RegistrationForm({
  mode,
  defaultValues,
  readOnly = false,
  lockedFields,
  formId = REGISTRATION_FORM_ID,
  onSubmit,
  onSaveDraft,
  ref,
  renderActions,
}: RegistrationFormProps) {
  const schema = registrationSchema(mode === 'general-info' || mode === 'view' ? 'generalInfo' : 'registration');
  const methods = useForm<RegistrationFormValues, unknown, ParsedValues>({
    // The schema's input type is looser than the inputs' values (it also takes numbers, nulls, ...).
    resolver: zodResolver(schema) as unknown as Resolver<RegistrationFormValues, unknown, ParsedValues>,
    defaultValues: toFormValues(defaultValues),
    // Focus moves only after the failed-submit modal closes.
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { isDirty },
  } = methods;
  const formRef = useRef<HTMLFormElement>(null);
  const [storedFiles, setStoredFiles] = useState<StoredFiles>(() => storedFilesOf(defaultValues));
  const [chosenFiles, setChosenFiles] = useState<RegistrationFiles>(NO_FILES);
  const [invalid, setInvalid] = useState<InvalidField[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);

  const formReadOnly = mode === 'view' || readOnly;
  const locked = useMemo(() => new Set<string>(lockedFields ?? (mode === 'general-info' ? GENERAL_INFO_LOCKED : [])), [lockedFields, mode]);
  const omitFromInput = mode === 'general-info' ? GENERAL_INFO_LOCKED : NO_OMISSIONS;

  const resetTo = useCallback(
    (values: LoadedRegistration | null | undefined) => {
      reset(toFormValues(values));
      setStoredFiles(storedFilesOf(values));
      setChosenFiles(NO_FILES);
      setInvalid(null);
    },
    [reset],
  );

  // A newly loaded registration (another vendor, or the saved one) replaces what the inputs hold.
  const shownDefaults = useRef(defaultValues);
  useEffect(() => {
    if (shownDefaults.current === defaultValues) return;
    shownDefaults.current = defaultValues;
    resetTo(defaultValues);
  }, [defaultValues, resetTo]);

  const chooseFile = useCallback(
    (name: FileFieldName, file: File | null) => {
      setChosenFiles((prev) => ({ ...prev, [name]: file }));
      setValue(PRESENCE_FLAG[name], file !== null || Boolean(storedFiles[name]), { shouldDirty: true });
    },
    [setValue, storedFiles],
  );

  // Kept past the modal's closing render, when `invalid` is already null.
  const focusTarget = useRef<string | null>(null);
  const reportInvalid = useCallback((issues: readonly Issue[]) => {
    const list = invalidFields(issues);
    if (list.length === 0) return;
    focusTarget.current = list[0]?.path ?? null;
    setInvalid(list);
  }, []);

  const showErrorsOnFields = useCallback(
    (issues: readonly Issue[]) => {
      for (const f of invalidFields(issues)) {
        setError(f.path as keyof RegistrationFormValues, { type: 'validate', message: f.message });
      }
    },
    [setError],
  );

  const showServerError = useCallback(
    (error: unknown) => {
      // The error link has already ended the session and left the page.
      if (isSessionError(error)) return;
      const issues = Object.entries(fieldErrorsOf(error)).map(([path, message]) => ({ path: toPath(path), message }));
      if (issues.length > 0) {
        // A refused upload is dropped, so the next submit does not send it again.
        for (const name of FILE_FIELDS) if (issues.some((i) => i.path[0] === name)) chooseFile(name, null);
        showErrorsOnFields(issues);
        reportInvalid(issues);
      } else {
        showAlert(errorMessageOf(error));
      }
    },
    [chooseFile, reportInvalid, showErrorsOnFields],
  );

  const deliver = useCallback(
    async (handler: RegistrationSaveHandler | undefined, parsed: ParsedValues): Promise<boolean> => {
      if (!handler) return false;
      try {
        const saved = await handler(toRegistrationInput(parsed, omitFromInput), chosenFiles);
        if (saved) {
          // The chosen files are stored now: show their names and do not send them again.
          setStoredFiles((prev) => {
            const next = { ...prev };
            for (const name of FILE_FIELDS) if (saved[name] !== undefined) next[name] = saved[name];
            return next;
          });
          setChosenFiles(NO_FILES);
        }
        return Boolean(saved);
      } catch (error) {
        showServerError(error);
        return false;
      }
    },
    [chosenFiles, omitFromInput, showServerError],
  );

  const submit = useCallback(async () => {
    if (formReadOnly) return;
    await handleSubmit(
      async (parsed) => {
        setSubmitting(true);
        try {
          await deliver(onSubmit, parsed);
        } finally {
          setSubmitting(false);
        }
      },
      () => {
        // RHF's errors are nested; the schema's issues give the modal its order and labels.
        const result = schema.safeParse(getValues());
        if (!result.success) reportInvalid(result.error.issues);
      },
    )();
  }, [deliver, formReadOnly, getValues, handleSubmit, onSubmit, reportInvalid, schema]);

  const saveDraft = useCallback(async (): Promise<boolean> => {
    if (formReadOnly) return false;
    clearErrors();
    const result = registrationSchema('draft').safeParse(getValues());
    if (!result.success) {
      const issues = result.error.issues;
      const missingName = issues.some((i) => i.message === REGISTRATION_MESSAGES.draftCompanyNameRequired);
      showErrorsOnFields(issues);
      if (missingName) showAlert(REGISTRATION_MESSAGES.draftCompanyNameRequired);
      else reportInvalid(issues);
      return false;
    }
    setSavingDraft(true);
    try {
      const saved = await deliver(onSaveDraft, result.data);
      // What is saved is no longer unsaved input: it becomes the form's baseline (the values stay as typed).
      if (saved) reset(getValues(), { keepValues: true, keepErrors: true });
      return saved;
    } finally {
      setSavingDraft(false);
    }
  }, [clearErrors, deliver, formReadOnly, getValues, onSaveDraft, reportInvalid, reset, showErrorsOnFields]);

  const resetForm = useCallback((values?: LoadedRegistration | null) => resetTo(values === undefined ? shownDefaults.current : values), [resetTo]);

  useImperativeHandle(ref, () => ({ submit, saveDraft, reset: resetForm }), [submit, saveDraft, resetForm]);

  const context = useMemo<RegistrationFormContextValue>(
    () => ({
      formId,
      readOnly: formReadOnly,
      showRequired: !formReadOnly && mode !== 'general-info',
      isLocked: (name) => formReadOnly || locked.has(name.split('.')[0] ?? name),
      setValue,
      setError,
      clearErrors,
    }),
    [clearErrors, formId, formReadOnly, locked, mode, setError, setValue],
  );
  const files = useMemo<RegistrationFilesContextValue>(() => ({ storedFiles, chosenFiles, chooseFile }), [chooseFile, chosenFiles, storedFiles]);

  return (
    <FormProvider {...methods}>
      <RegistrationFormContext.Provider value={context}>
        <RegistrationFilesContext.Provider value={files}>
          <Stack asChild gap="6">
            <form
              id={formId}
              ref={formRef}
              noValidate
              aria-label={mode === 'general-info' ? 'General info' : 'Trade partner registration'}
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Sections />
              {renderActions?.({ submit, saveDraft, reset: resetForm, submitting, savingDraft, dirty: isDirty })}
            </form>
          </Stack>
          <FailedSubmitDialog
            fields={invalid}
            onClose={() => setInvalid(null)}
            finalFocus={() => {
              const path = focusTarget.current;
              if (!path) return null;
              // Scroll after the dialog's scroll lock is released; the returned control gets the focus.
              requestAnimationFrame(() => revealField(formRef.current, path));
              return findFieldControl(formRef.current, path);
            }}
          />
        </RegistrationFilesContext.Provider>
      </RegistrationFormContext.Provider>
    </FormProvider>
  );
}
