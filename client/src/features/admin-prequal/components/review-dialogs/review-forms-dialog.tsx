import { Button, HStack, Spinner, Tabs, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/dialog-frame';
import { answersOf, validateAnswers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { useRef, useState, type ReactNode } from 'react';
import { toaster } from '../../../../components/toaster';
import type { FormCategory } from '../../../../gql/graphql';
import { useSaveFormForVendor, useSubmitFormsForVendor } from '../../api/act-for-vendor';
import { useSaveDepartmentForm } from '../../api/save-department-form';
import { useCompanyPrequalForms } from '../../api/get-company-forms';
import { decides, departments, type DepartmentDef as Department } from '@portal/common/domain/categories';
import { useReviewFormRenderer } from '../../review-form-renderer';
import { PrequalAnswersList } from '../../../../components/prequal-answers-list';
import { FILL_INSTRUCTION, FORM_ACCESS_NOTES, type FormAccess } from '../../review-access';
import { useFieldFocus } from '../../hooks/use-field-focus';
import { FormErrorsBanner, type FormProblem } from '../../../../components/form-errors-banner';
import { NoAnswerAccess } from './no-answer-access';
import { RenewalChangesPanel } from './renewal-changes-panel';
import { InsuranceReviewPanel } from '../../../insurance';

interface ReviewFormsDialogProps {
  vendorId: string;
  companyName: string;
  /**
   * 'vendor': In Progress, the staff fills in for the vendor (Save as draft, Next, Submit on the third tab).
   * 'department': Department Review, Save submits the form on show where its department has not decided.
   */
  mode?: 'read' | 'vendor' | 'department';
  /** The tab's own decisions (Return to Vendor, Send to Department Review, ...). */
  actions?: ReactNode;
  /** Decisions about the form on show (the department review's Approve of that department). */
  formActions?: (department: Department) => ReactNode;
  /** Each tab opens with what changed since the cycle the company renews (the read-only reviews; default). */
  showChanges?: boolean;
  /**
   * Who may change the form on show, and if not why: editable only where the role may act and the form is still
   * open. Default: 'edit' when filling in for the vendor, else 'read'.
   */
  access?: (department: Department) => FormAccess;
  onClose: () => void;
}

interface LoadedForm {
  id: string;
  category: FormCategory;
  version: number;
  fields: FormField[];
  /** The caller may not read its answers (prequal.financials.read): the tab says so instead. */
  answersHidden: boolean;
}

/** The company's three forms in tabs Safety, Financial, Legal, drawn by the vendor form's renderer. */
export function ReviewFormsDialog({
  vendorId,
  companyName,
  mode = 'read',
  actions,
  formActions,
  showChanges = mode !== 'vendor',
  access = () => (mode === 'vendor' ? 'edit' : 'read'),
  onClose,
}: ReviewFormsDialogProps) {
  const render = useReviewFormRenderer();
  const { data, loading } = useCompanyPrequalForms(vendorId);
  const [tab, setTab] = useState<string>(departments()[0]!.key);
  const edited = useRef(new Map<string, Record<string, unknown>>());
  const [save, { loading: saving }] = useSaveFormForVendor();
  const [submit, { loading: submitting }] = useSubmitFormsForVendor();
  const [saveDepartment, { loading: savingDepartment }] = useSaveDepartmentForm();
  // What the last refused Submit found, and how many Submits were tried (the renderer marks the questions).
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [submitCheck, setSubmitCheck] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusField = useFieldFocus(bodyRef, tab, setTab);
  const set = data?.prequalForms;
  const forms: (LoadedForm | undefined)[] = departments().map((d) => {
    const form = set?.forms.find((f) => decides(d, f.category));
    return (
      form && {
        id: form.id,
        category: form.category,
        version: form.version,
        fields: Array.isArray(form.fields) ? (form.fields as FormField[]) : [],
        answersHidden: form.answersHidden,
      }
    );
  });
  const index = departments().findIndex((d) => d.key === tab);
  const answersOfForm = (form: LoadedForm) => edited.current.get(form.id) ?? answersOf(form.fields);
  const inputOf = (form: LoadedForm) => ({ category: form.category, version: form.version, answers: answersOfForm(form) });

  // A form checked complete, as Submit needs it: each failing question, where it is.
  const problemsOf = (form: LoadedForm, d: Department): FormProblem[] => {
    const checked = validateAnswers(form.fields, answersOfForm(form), 'submit');
    return checked.success ? [] : checked.errors.map((e) => ({ tab: d.key, tabLabel: d.label, path: e.path, label: e.label, message: e.message }));
  };

  const saveDraft = async () => {
    const form = forms[index];
    if (!set || !form) return;
    try {
      await save({ variables: { vendorId, instance: set.instance, form: inputOf(form) } });
      toaster.create({ type: 'success', title: 'Form is saved successfully' });
    } catch {
      // The global Alert shows why.
    }
  };

  // "Save submits the current form": checked complete here as the server checks it, each failing question named.
  const saveDepartmentForm = async () => {
    const form = forms[index];
    const d = departments()[index];
    if (!set || !form || !d) return;
    const found = problemsOf(form, d);
    setProblems(found);
    setSubmitCheck((n) => n + 1);
    if (found[0]) {
      focusField(found[0].tab, found[0].path);
      return;
    }
    try {
      await saveDepartment({ variables: { vendorId, instance: set.instance, form: inputOf(form) } });
      edited.current.delete(form.id);
      toaster.create({ type: 'success', title: 'Form is saved successfully' });
    } catch {
      // The global Alert shows why.
    }
  };

  const submitAll = async () => {
    if (!set || forms.some((f) => !f)) return;
    // Every tab must be complete: each failing question is named (and marked), the view moves to the first.
    const found = (forms as LoadedForm[]).flatMap((form, i) => problemsOf(form, departments()[i]!));
    setProblems(found);
    setSubmitCheck((n) => n + 1);
    if (found[0]) {
      focusField(found[0].tab, found[0].path);
      return;
    }
    try {
      await submit({ variables: { vendorId, instance: set.instance, forms: (forms as LoadedForm[]).map(inputOf) } });
      toaster.create({ type: 'success', title: 'Forms are submitted successfully' });
      onClose();
    } catch {
      // The global Alert shows why.
    }
  };

  return (
    <DialogFrame
      open
      onDismiss={onClose}
      size="xl"
      scrollBehavior="inside"
      // Chakra's top placement, as before the shared frame: the tall forms scroll inside from the top.
      placement="top"
      bodyRef={bodyRef}
      title={`Review forms: ${companyName}`}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {mode === 'vendor' && set && (
            <>
              <Button variant="outline" onClick={() => void saveDraft()} loading={saving} disabled={!forms[index]}>
                Save as draft
              </Button>
              {index < departments().length - 1 ? (
                <Button onClick={() => setTab(departments()[index + 1]!.key)}>Next</Button>
              ) : (
                <Button colorPalette="green" onClick={() => void submitAll()} loading={submitting}>
                  Submit
                </Button>
              )}
            </>
          )}
          {mode === 'department' && set && forms[index] && access(departments()[index] ?? departments()[0]!) === 'edit' && (
            <Button variant="outline" onClick={() => void saveDepartmentForm()} loading={savingDepartment}>
              Save
            </Button>
          )}
          {formActions?.(departments()[index] ?? departments()[0]!)}
          {actions}
        </HStack>
      }
    >
      {problems.length > 0 && <FormErrorsBanner problems={problems} onGo={(p) => focusField(p.tab, p.path)} />}
      {loading && !set ? (
        <Spinner aria-label="Loading the forms" />
      ) : (
        <>
          {/* Beyond the specification (docs/insurance.md): the policies against the requirement profile, beside the answers. */}
          {mode !== 'vendor' && <InsuranceReviewPanel vendorId={vendorId} />}
          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line">
            <Tabs.List>
              {departments().map((d) => (
                <Tabs.Trigger key={d.key} value={d.key}>
                  {d.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {departments().map((d, i) => {
              const form = forms[i];
              const formAccess = access(d);
              const note = form && FORM_ACCESS_NOTES[formAccess];
              return (
                <Tabs.Content key={d.key} value={d.key} data-form-tab={d.key}>
                  {note && (
                    <Text color="fg.muted" fontWeight="medium" mb="3">
                      {note}
                    </Text>
                  )}
                  {mode === 'vendor' && form && formAccess === 'edit' && (
                    <Text fontWeight="medium" mb="3">
                      {FILL_INSTRUCTION}
                    </Text>
                  )}
                  {showChanges && <RenewalChangesPanel vendorId={vendorId} department={d} />}
                  {!form ? (
                    <Text color="fg.muted">No {d.label} form.</Text>
                  ) : form.answersHidden ? (
                    <NoAnswerAccess />
                  ) : render ? (
                    render({
                      fields: form.fields,
                      onAnswers: formAccess === 'edit' ? (answers) => edited.current.set(form.id, answers) : undefined,
                      readOnly: formAccess !== 'edit',
                      // Staff filling the forms for the company upload its files, as its admin would.
                      vendorId: formAccess === 'edit' ? vendorId : null,
                      submitCheck: mode === 'read' ? 0 : submitCheck,
                    })
                  ) : (
                    <PrequalAnswersList fields={form.fields} />
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        </>
      )}
    </DialogFrame>
  );
}
