import { Button, Dialog, Fieldset, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { canEdit, EDIT_KEYS } from '@portal/common/auth/roles';
import type { FormField } from '@portal/common/forms/field-model';
import { useState } from 'react';
import { useAuth } from '../../../auth/use-auth';
import { DialogFrame } from '../../../components/dialog-frame';
import { PageSpinner } from '../../../components/page-spinner';
import type { PrequalCycle } from '../api/get-prequal-history';
import { useCycleForms } from '../api/get-cycle-forms';
import { useCompanyFormRenderer } from '../form-renderer';
import { decides, departments } from '@portal/common/domain/categories';
import { cycleName } from '../labels';
import { CycleDecisions } from './cycle-decisions';
import { PrequalAnswersList } from '../../../components/prequal-answers-list';
import { SubmittedDateForm } from './submitted-date-form';
import { NoAnswerAccess } from '../../admin-prequal';

interface PrequalHistoryDialogProps {
  vendorId: string;
  cycle: PrequalCycle;
  onClose: () => void;
}

/**
 * The historical popup of one cycle: its decisions and its three forms, read only. The submitted date is the
 * one thing that changes here, for the roles that may (SYSTEM_ADMIN, PREQUAL_ADMIN).
 */
export function PrequalHistoryDialog({ vendorId, cycle, onClose }: PrequalHistoryDialogProps) {
  const { role } = useAuth();
  const title = `Prequal History: ${cycleName(cycle)}`;
  return (
    // Chakra's top placement, as before the shared frame: a tall dialog scrolls inside from the top.
    <DialogFrame
      open
      onDismiss={onClose}
      size="xl"
      scrollBehavior="inside"
      placement="top"
      title={title}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="6">
        <SubmittedDateForm
          vendorId={vendorId}
          instance={cycle.instance}
          submittedAt={cycle.submittedAt}
          editable={role !== null && canEdit(role, EDIT_KEYS.submissionDate)}
        />
        <CycleDecisions cycle={cycle} />
        <CycleForms vendorId={vendorId} instance={cycle.instance} />
      </Stack>
    </DialogFrame>
  );
}

/**
 * The cycle's three forms in tabs, drawn by the injected renderer inside a disabled fieldset (or as text). A form
 * the role may not read (the financial form without prequal.financials.read) comes without answers and says so.
 */
function CycleForms({ vendorId, instance }: { vendorId: string; instance: string }) {
  const render = useCompanyFormRenderer();
  const { data, loading, error } = useCycleForms(vendorId, instance);
  const [tab, setTab] = useState<string>(departments()[0]!.key);
  const forms = data?.prequalForms?.forms ?? [];
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Forms
      </Heading>
      {loading && !data ? (
        <PageSpinner label="Loading the forms" />
      ) : error && !data ? (
        <Text color="fg.muted">The forms could not be loaded.</Text>
      ) : (
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" lazyMount>
          <Tabs.List>
            {departments().map((d) => (
              <Tabs.Trigger key={d.key} value={d.key}>
                {d.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {departments().map((d) => {
            const form = forms.find((f) => decides(d, f.category));
            const fields = form && Array.isArray(form.fields) ? (form.fields as FormField[]) : null;
            return (
              <Tabs.Content key={d.key} value={d.key}>
                {form?.answersHidden ? (
                  <NoAnswerAccess />
                ) : !fields ? (
                  <Text color="fg.muted">No {d.label} form.</Text>
                ) : render ? (
                  // Read only: a disabled fieldset turns off every control the renderer draws.
                  <Fieldset.Root disabled aria-label={`${d.label} form (read only)`}>
                    {render({ fields })}
                  </Fieldset.Root>
                ) : (
                  <PrequalAnswersList fields={fields} emptyText="No answers." />
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </Stack>
  );
}
