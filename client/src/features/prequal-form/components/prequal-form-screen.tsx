import { Alert, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import type { AnswerMode } from '@portal/common/forms/answers';
import { hasPermission } from '@portal/common/auth/roles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { showAlert } from '../../../api/alert-store';
import { errorCodesOf, errorMessageOf, fieldErrorsOf, graphQLErrorsOf } from '../../../api/error-details';
import { getToken } from '../../../api/token';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StaleRecordDialog } from '../../../components/registration-form/stale-record-dialog';
import { toaster } from '../../../components/toaster';
import type { PrequalFormFieldsFragment, PrequalFormSetFieldsFragment } from '../../../gql/graphql';
import { useSavePrequalForm } from '../api/save-prequal-form';
import { useSubmitPrequalForms } from '../api/submit-prequal-forms';
import type { FormValues } from '../form-values';
import { useTabForm } from '../hooks/use-tab-form';
import { prequalStatusLabel } from '@portal/common/domain/statuses';
import { formsByTab, PREQUAL_TABS, tabIndexOf } from '../prequal-tabs';
import { unloadDraftBody } from '../unload-draft';
import { FormFieldsView } from './form-fields-view';

export const MESSAGES = {
  instruction: 'Please fill out the below information (All mandatory)',
  saved: 'Form is saved successfully',
  submitted: 'Forms are submitted successfully',
  unsaved: 'Save changes before you move from this page',
  stale: 'This form was changed in another tab or by someone else. Reload it to see the latest answers.',
} as const;

const HOME = '/vendor/overview';

type FormsByTab = [PrequalFormFieldsFragment, PrequalFormFieldsFragment, PrequalFormFieldsFragment];

interface ScreenProps {
  set: PrequalFormSetFieldsFragment;
  forms: FormsByTab;
  /** Loads the forms again (a reload after a stale save). */
  reload: () => Promise<{ data?: { prequalForms?: PrequalFormSetFieldsFragment | null } | undefined }>;
}

/** The values as they are now, detached from the form's own objects (which change as the vendor types). */
function snapshot(values: FormValues): FormValues {
  return JSON.parse(JSON.stringify(values)) as FormValues;
}

/** A focus request: a tab, and the field to focus once it is shown. */
interface FocusRequest {
  tab: number;
  path: string;
}

/**
 * The three tabs (safety, financial, legal), each its own form over its template version. Save keeps the
 * current tab as a draft; Next and Previous move between tabs keeping what is typed; Submit checks all
 * three and sends them at once. Nothing typed is lost: leaving asks to save, a browser unload saves the
 * drafts, and a stale save asks before anything is replaced.
 */
export function PrequalFormScreen({ set, forms, reload }: ScreenProps) {
  const { role } = useAuth();
  const navigate = useNavigate();
  const safety = useTabForm(forms[0]);
  const financial = useTabForm(forms[1]);
  const legal = useTabForm(forms[2]);
  const tabs = [safety, financial, legal];
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  const [active, setActive] = useState(0);
  const [status, setStatus] = useState({ prequalStatus: set.prequalStatus, editable: set.editable });
  const editable = status.editable && hasPermission(role, 'prequal.answer');
  const editableRef = useRef(editable);
  editableRef.current = editable;
  const [busy, setBusy] = useState<null | 'save' | 'submit' | 'leave'>(null);
  const [stale, setStale] = useState<{ tab: number | null; message: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [saveForm] = useSavePrequalForm();
  const [submitForms] = useSubmitPrequalForms();
  const instance = set.instance;

  // Once a tab with errors is shown, focus its first one.
  useEffect(() => {
    if (!focus || focus.tab !== active) return;
    const tab = tabsRef.current[focus.tab];
    const frame = requestAnimationFrame(() => {
      document.querySelector(`[data-field-path="${CSS.escape(focus.path)}"]`)?.scrollIntoView({ block: 'center' });
      try {
        tab?.form.setFocus(focus.path);
      } catch {
        // A field without a focusable control (a group's own error): scrolled to it instead.
      }
    });
    setFocus(null);
    return () => cancelAnimationFrame(frame);
  }, [focus, active]);

  const showErrorsOf = useCallback((index: number, mode: AnswerMode) => {
    const result = tabsRef.current[index]?.check(mode);
    setActive(index);
    if (result && !result.success && result.errors[0]) setFocus({ tab: index, path: result.errors[0].path });
  }, []);

  /** Puts a refused request's field errors beside the fields; true when there were any. */
  const placeFieldErrors = useCallback((error: unknown, tabOf: (key: string) => { tab: number; path: string } | null): boolean => {
    const entries = Object.entries(fieldErrorsOf(error))
      .map(([key, message]) => ({ where: tabOf(key), message }))
      .filter((e): e is { where: { tab: number; path: string }; message: string } => e.where !== null && e.where.path !== '');
    if (!entries.length) return false;
    for (const { where, message } of entries) tabsRef.current[where.tab]?.form.setError(where.path, { type: 'server', message });
    const first = entries[0]!.where;
    setActive(first.tab);
    setFocus(first);
    return true;
  }, []);

  const failed = useCallback(
    (error: unknown, tabOf: (key: string) => { tab: number; path: string } | null, staleTab: number | null) => {
      const codes = errorCodesOf(error);
      if (codes.includes('CONFLICT')) {
        setStale({ tab: staleTab, message: graphQLErrorsOf(error)[0]?.message || MESSAGES.stale });
        return;
      }
      if (codes.includes('UNAUTHENTICATED') || codes.includes('INVALID_JWT')) return; // the session ended: handled once, globally
      const placed = codes.includes('BAD_USER_INPUT') && placeFieldErrors(error, tabOf);
      if (!placed) showAlert(errorMessageOf(error));
    },
    [placeFieldErrors],
  );

  /** Saves one tab as a draft; false when it could not be (its errors are shown). */
  const saveTab = useCallback(
    async (index: number): Promise<boolean> => {
      const tab = tabsRef.current[index];
      if (!tab) return false;
      if (!(await tab.validate('draft'))) {
        showErrorsOf(index, 'draft');
        return false;
      }
      const checked = tab.check('draft');
      if (!checked.success) return false;
      const values = snapshot(tab.form.getValues());
      try {
        const { data } = await saveForm({
          variables: { instance, form: { category: tab.category, answers: checked.answers, version: tab.version() } },
        });
        if (data) tab.markSaved(data.savePrequalForm.version, values);
        return true;
      } catch (error) {
        failed(error, (path) => ({ tab: index, path }), index);
        return false;
      }
    },
    [failed, instance, saveForm, showErrorsOf],
  );

  /** Saves every tab with unsaved changes; false when one could not be. */
  const saveDirtyTabs = useCallback(async (): Promise<boolean> => {
    for (const [index, tab] of tabsRef.current.entries()) {
      if (tab.isDirty() && !(await saveTab(index))) return false;
    }
    return true;
  }, [saveTab]);

  const onSave = async () => {
    setBusy('save');
    try {
      if (await saveTab(active)) toaster.create({ type: 'success', title: MESSAGES.saved, closable: true });
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    setBusy('submit');
    try {
      const all = tabsRef.current;
      const valid: boolean[] = [];
      for (const tab of all) valid.push(await tab.validate('submit'));
      const firstInvalid = valid.indexOf(false);
      if (firstInvalid >= 0) {
        showErrorsOf(firstInvalid, 'submit');
        toaster.create({
          type: 'error',
          title: `Please complete the ${PREQUAL_TABS[firstInvalid]!.label} tab`,
          description: 'The missing or invalid answers are marked.',
        });
        return;
      }
      const checked = all.map((tab) => tab.check('submit'));
      const values = all.map((tab) => snapshot(tab.form.getValues()));
      const answers = checked.map((c) => (c.success ? c.answers : null));
      if (answers.some((a) => a === null)) return;
      try {
        const { data } = await submitForms({
          variables: { instance, forms: all.map((tab, i) => ({ category: tab.category, answers: answers[i]!, version: tab.version() })) },
        });
        const result = data?.submitPrequalForms;
        if (!result) return;
        const returned = formsByTab(result.forms);
        all.forEach((tab, i) => tab.markSaved(returned?.[i]?.version ?? tab.version(), values[i]!));
        setStatus({ prequalStatus: result.prequalStatus, editable: result.editable });
        toaster.create({ type: 'success', title: MESSAGES.submitted, closable: true });
      } catch (error) {
        // Errors of every form together, keyed CATEGORY:path.
        const tabOf = (key: string) => {
          const colon = key.indexOf(':');
          if (colon < 0) return null;
          const tab = tabIndexOf(key.slice(0, colon));
          return tab < 0 ? null : { tab, path: key.slice(colon + 1) };
        };
        failed(error, tabOf, null);
      }
    } finally {
      setBusy(null);
    }
  };

  const anyDirty = useCallback(() => editableRef.current && tabsRef.current.some((t) => t.isDirty()), []);

  // Leaving by a link inside the app with unsaved changes asks first (not when the session has ended).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && getToken() !== null && anyDirty());

  const saveAndLeave = async () => {
    setBusy('leave');
    try {
      if (await saveDirtyTabs()) blocker.proceed?.();
      else blocker.reset?.();
    } finally {
      setBusy(null);
    }
  };

  const returnHome = async () => {
    if (anyDirty()) {
      // Before going home a dirty draft is saved; when it cannot be, the vendor stays with the errors shown.
      setBusy('leave');
      try {
        if (!(await saveDirtyTabs())) return;
      } finally {
        setBusy(null);
      }
    }
    void navigate(HOME);
  };

  // A browser unload (closing the tab, reloading) saves the drafts with a request that outlives the page, and
  // asks the browser to confirm leaving. If the vendor stays, the answer brings the forms' new versions.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      const token = getToken();
      for (const tab of tabsRef.current) {
        if (!tab.isDirty()) continue;
        const checked = tab.check('draft');
        if (!checked.success || !token) continue;
        const values = snapshot(tab.form.getValues());
        fetch(new URL('/api/v1/vendor/prequal', window.location.href), {
          method: 'POST',
          keepalive: true,
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: unloadDraftBody(tab.category, tab.fields, checked.answers, tab.version(), instance),
        })
          .then(async (response) => {
            if (!response.ok) return;
            const saved = (await response.json()) as { version?: unknown };
            if (typeof saved.version === 'number') tab.markSaved(saved.version, values);
          })
          .catch(() => undefined);
      }
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty, instance]);

  const reloadStale = async () => {
    if (!stale) return;
    setReloading(true);
    try {
      const { data } = await reload();
      const fresh = data?.prequalForms ? formsByTab(data.prequalForms.forms) : null;
      if (fresh) {
        const which = stale.tab === null ? [0, 1, 2] : [stale.tab];
        for (const i of which) tabsRef.current[i]?.resetTo(fresh[i]!);
        setStatus({ prequalStatus: data!.prequalForms!.prequalStatus, editable: data!.prequalForms!.editable });
      }
    } catch {
      // The reason is in the Alert modal.
    } finally {
      setReloading(false);
      setStale(null);
    }
  };

  const current = tabs[active]!;
  const last = active === PREQUAL_TABS.length - 1;
  const working = busy !== null;
  const statusWords = prequalStatusLabel(status.prequalStatus);

  return (
    <Stack gap="5">
      {editable ? (
        <Text>{MESSAGES.instruction}</Text>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Status: {statusWords}</Alert.Title>
            <Alert.Description>These forms are read only.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Tabs.Root
        value={PREQUAL_TABS[active]!.key}
        onValueChange={(d) =>
          setActive(
            Math.max(
              0,
              PREQUAL_TABS.findIndex((t) => t.key === d.value),
            ),
          )
        }
        variant="line"
      >
        <Tabs.List>
          {PREQUAL_TABS.map((t) => (
            <Tabs.Trigger key={t.key} value={t.key}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PREQUAL_TABS.map((t, i) => (
          <Tabs.Content key={t.key} value={t.key} pt="5">
            {/* Only the shown tab's fields are mounted; the other tabs keep their values in their forms. */}
            {i === active && (
              <FormProvider {...current.form}>
                <FormFieldsView fields={current.fields} readOnly={!editable} vendorId={set.vendorId} />
              </FormProvider>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <HStack gap="3" wrap="wrap" justify="space-between" borderTopWidth="1px" pt="4">
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => setActive(active - 1)} disabled={active === 0 || working}>
            Previous
          </Button>
          {editable && (
            <Button variant="outline" onClick={() => void onSave()} loading={busy === 'save'} loadingText="Saving" disabled={working}>
              Save
            </Button>
          )}
          {!last && (
            <Button variant="outline" onClick={() => setActive(active + 1)} disabled={working}>
              Next
            </Button>
          )}
          {last && editable && (
            <Button onClick={() => void onSubmit()} loading={busy === 'submit'} loadingText="Submitting" disabled={working}>
              Submit
            </Button>
          )}
        </HStack>
        <Box>
          <Button variant="ghost" onClick={() => void returnHome()} loading={busy === 'leave' && blocker.state !== 'blocked'} disabled={working}>
            Return to Home
          </Button>
        </Box>
      </HStack>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        message={MESSAGES.unsaved}
        confirmLabel="Save"
        busy={busy === 'leave'}
        onConfirm={() => void saveAndLeave()}
        onCancel={() => blocker.reset?.()}
      />
      <StaleRecordDialog message={stale?.message ?? null} reloading={reloading} onReload={() => void reloadStale()} onKeep={() => setStale(null)} />
    </Stack>
  );
}
