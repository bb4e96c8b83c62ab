import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { StickyActionBar } from '../../components/sticky-action-bar';
import { useRegistrationForm } from './api/get-registration-form';
import { useUpdateGeneralInfo } from './api/update-general-info';
import { DetailsSubmittedDialog } from './details-submitted-dialog';
import { RegistrationForm, type RegistrationFormHandle } from './registration-form';
import { StaleRecordDialog } from '../../components/stale-record/stale-record-dialog';
import { useStaleRecord } from '../../components/stale-record/use-stale-record';

interface GeneralInfoEditorProps {
  vendorId: string;
  formId: string;
  heading: ReactNode;
  /** Whether this user may edit (the Edit button). */
  editable: boolean;
  /** The dialog's text after a save. */
  submittedMessage: string;
  onReturnToPrequalification: () => void;
  /** Queries that show the company elsewhere on the page, read again after a save. */
  refetchQueries?: string[];
}

/**
 * A company's registration in general-info mode, read only until Edit; Cancel and Submit while editing; after a save
 * a dialog offers the way back to the prequalification page. The vendor's /vendor/general-info and the staff's
 * General tab of a company are this editor. A save made from an outdated copy is refused and offers to reload.
 */
export function GeneralInfoEditor({ vendorId, formId, heading, editable, submittedMessage, onReturnToPrequalification, refetchQueries }: GeneralInfoEditorProps) {
  const { data, loading, refetch } = useRegistrationForm(vendorId);
  const [update, { loading: saving }] = useUpdateGeneralInfo(refetchQueries);
  const formRef = useRef<RegistrationFormHandle>(null);
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // A save refused because someone else changed the company meanwhile: Reload shows the latest, still editing.
  const stale = useStaleRecord(refetch);

  if (!data && loading) return <PageSpinner label="Loading general info" />;
  if (!data) {
    // The reason is already in the Alert modal; here the user gets a way to try again.
    return (
      <Stack gap="4" align="flex-start">
        {heading}
        <Text>The general info could not be loaded.</Text>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
      </Stack>
    );
  }

  const cancel = () => {
    formRef.current?.reset();
    setEditing(false);
  };

  return (
    <Stack gap="6" maxW="6xl">
      {/* The page is long (the whole registration): its heading and Edit / Cancel / Submit stay in reach. */}
      <StickyActionBar placement="top" label="General info actions" justify="space-between">
        {heading}
        {editing ? (
          <HStack gap="3">
            <Button variant="outline" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={saving} loadingText="Submitting">
              Submit
            </Button>
          </HStack>
        ) : (
          editable && <Button onClick={() => setEditing(true)}>Edit</Button>
        )}
      </StickyActionBar>
      <RegistrationForm
        ref={formRef}
        mode="general-info"
        formId={formId}
        readOnly={!editing}
        defaultValues={data.registration}
        onSubmit={async (input, files) => {
          let result;
          try {
            result = await update({
              variables: {
                vendorId,
                input,
                // The version the form was loaded at: a save from an outdated copy is refused, not applied.
                version: data.registration.version,
                w9File: files.w9File ?? undefined,
                generalContractReferencesDocument: files.generalContractReferencesDocument ?? undefined,
              },
            });
          } catch (error) {
            // The form keeps what was typed while the dialog asks what to do.
            if (stale.catchStale(error)) return null;
            throw error;
          }
          setEditing(false);
          setSubmitted(true);
          return result.data?.updateGeneralInfo;
        }}
      />
      <StaleRecordDialog {...stale.dialog} />
      <DetailsSubmittedDialog open={submitted} message={submittedMessage} onClose={() => setSubmitted(false)} onReturnToPrequalification={onReturnToPrequalification} />
    </Stack>
  );
}
