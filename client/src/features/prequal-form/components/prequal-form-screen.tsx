import { Alert, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { prequalStatusLabel } from '@portal/common/domain/statuses';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorsBanner, type FormProblem } from '../../../components/form-errors-banner';
import { StaleRecordDialog } from '../../../components/stale-record/stale-record-dialog';
import type { PrequalFormFieldsFragment, PrequalFormSetFieldsFragment } from '../../../gql/graphql';
import { useBusy } from '../hooks/use-busy';
import { useDraftSave } from '../hooks/use-draft-save';
import { useErrorFocus } from '../hooks/use-error-focus';
import { useFormsSubmit } from '../hooks/use-forms-submit';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useSaveFailure } from '../hooks/use-save-failure';
import { useStaleReload, type ReloadForms } from '../hooks/use-stale-reload';
import { useTabForms } from '../hooks/use-tab-form';
import { MESSAGES } from '../prequal-messages';
import { prequalTabs } from '../prequal-tabs';
import { FormFieldsView } from './form-fields-view';

interface ScreenProps {
  set: PrequalFormSetFieldsFragment;
  /** One form per tab, in tab order (formsByTab). */
  forms: PrequalFormFieldsFragment[];
  reload: ReloadForms;
}

/**
 * A tab per department (safety, financial, legal: the category registry's), each its own form over its template
 * version. Save keeps the current tab as a draft; Next and Previous move between tabs keeping what is typed; Submit
 * checks them all and sends them at once. Nothing typed is lost: leaving asks to save, a browser unload saves the
 * drafts, and a stale save asks before anything is replaced.
 */
export function PrequalFormScreen({ set, forms, reload }: ScreenProps) {
  const { role } = useAuth();
  const tabDefs = prequalTabs();
  const tabs = useTabForms(forms);
  // The hooks' callbacks read the tabs of the latest render.
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  // A form returned with flagged questions opens on the first tab that has them.
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      forms.findIndex((f) => f.flags.length > 0),
    ),
  );
  const [status, setStatus] = useState({ prequalStatus: set.prequalStatus, editable: set.editable });
  const editable = status.editable && hasPermission(role, 'prequal.answer');
  const instance = set.instance;

  const { busy, run } = useBusy();
  const { focusField, showErrorsOf } = useErrorFocus(tabsRef, active, setActive);
  const { stale, showStale, reloading, reloadStale, keep } = useStaleReload(tabsRef, reload, setStatus);
  const failed = useSaveFailure({ tabsRef, focusField, showStale });
  const { saveDirtyTabs, onSave } = useDraftSave({ tabsRef, instance, active, run, showErrorsOf, failed });
  // What the last Submit found wrong, named in a banner above the tabs.
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const { onSubmit } = useFormsSubmit({ tabsRef, instance, run, showErrorsOf, failed, onStatus: setStatus, onProblems: setProblems });
  const { blocker, saveAndLeave, returnHome } = useLeaveGuard({ tabsRef, editable, instance, run, saveDirtyTabs });

  const current = tabs[active]!;
  const last = active === tabDefs.length - 1;
  const working = busy !== null;
  const statusWords = prequalStatusLabel(status.prequalStatus);
  const flagged = forms.reduce((n, f) => n + f.flags.length, 0);
  const flaggedTabs = tabDefs
    .filter((_, i) => forms[i]!.flags.length > 0)
    .map((t) => t.label)
    .join(', ');

  return (
    <Stack gap="5">
      {editable && (flagged > 0 || set.returned) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {flagged === 0
                ? 'Your forms were returned for corrections'
                : flagged === 1
                  ? 'One question was returned for correction'
                  : `${flagged} questions were returned for correction`}
            </Alert.Title>
            {flagged > 0 && <Alert.Description>They are highlighted below with the reviewer&apos;s notes ({flaggedTabs}).</Alert.Description>}
            {set.returned && <Alert.Description>Reviewer&apos;s comment: {set.returned.comment}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
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
      {editable && problems.length > 0 && <FormErrorsBanner problems={problems} onGo={(p) => focusField({ tab: Number(p.tab), path: p.path })} />}
      <Tabs.Root
        value={tabDefs[active]!.key}
        onValueChange={(d) =>
          setActive(
            Math.max(
              0,
              tabDefs.findIndex((t) => t.key === d.value),
            ),
          )
        }
        variant="line"
      >
        <Tabs.List>
          {tabDefs.map((t) => (
            <Tabs.Trigger key={t.key} value={t.key}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabDefs.map((t, i) => (
          <Tabs.Content key={t.key} value={t.key} pt="5">
            {/* Only the shown tab's fields are mounted; the other tabs keep their values in their forms. */}
            {i === active && (
              <FormProvider {...current.form}>
                <FormFieldsView
                  fields={current.fields}
                  readOnly={!editable}
                  vendorId={set.vendorId}
                  flags={forms[i]!.flags}
                  returnComment={set.returned?.comment ?? null}
                />
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
      <StaleRecordDialog message={stale?.message ?? null} reloading={reloading} onReload={() => void reloadStale()} onKeep={keep} />
    </Stack>
  );
}
