import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { canEdit } from '@portal/common/auth/roles';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import { useRegistrationForm } from '../../../components/registration-form/api/get-registration-form';
import { RegistrationForm, type RegistrationFormHandle } from '../../../components/registration-form/registration-form';
import { StaleRecordDialog } from '../../../components/registration-form/stale-record-dialog';
import { useStaleRecord } from '../../../components/registration-form/use-stale-record';
import { useUpdateGeneralInfo } from '../api/update-general-info';
import { DetailsSubmittedDialog } from './details-submitted-dialog';

const FORM_ID = 'vendor_registration';
const PATH = '/vendor/general-info';

/** /vendor/general-info: the company's registration in general-info mode, read-only until Edit. */
export function GeneralInfoPage() {
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const vendorId = user?.vendorId ?? null;
  const { data, loading, refetch } = useRegistrationForm(vendorId);
  const [updateGeneralInfo, { loading: saving }] = useUpdateGeneralInfo();
  const formRef = useRef<RegistrationFormHandle>(null);
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const editable = role !== null && canEdit(role, PATH);
  // A save refused because someone else changed the company meanwhile: Reload shows the latest, still editing.
  const stale = useStaleRecord(refetch);

  const heading = (
    <Heading as="h1" size="xl">
      General Info
    </Heading>
  );

  if (!vendorId) {
    return (
      <Stack gap="4">
        {heading}
        <Text>Your account is not linked to a company.</Text>
      </Stack>
    );
  }
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
      <HStack justify="space-between" wrap="wrap" gap="3">
        {heading}
        {editing ? (
          <HStack gap="3">
            <Button variant="outline" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={saving} loadingText="Submitting">
              Submit
            </Button>
          </HStack>
        ) : (
          editable && <Button onClick={() => setEditing(true)}>Edit</Button>
        )}
      </HStack>
      <RegistrationForm
        ref={formRef}
        mode="general-info"
        formId={FORM_ID}
        readOnly={!editing}
        defaultValues={data.registration}
        onSubmit={async (input, files) => {
          let result;
          try {
            result = await updateGeneralInfo({
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
      <DetailsSubmittedDialog open={submitted} onClose={() => setSubmitted(false)} onReturnToPrequalification={() => void navigate('/vendor/prequal-form')} />
    </Stack>
  );
}
