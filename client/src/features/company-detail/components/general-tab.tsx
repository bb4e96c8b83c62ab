import { Button, Dialog, HStack, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { MESSAGES } from '@portal/common/errors';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import { useRegistrationForm } from '../../../components/registration-form/api/get-registration-form';
import { RegistrationForm, type RegistrationFormHandle } from '../../../components/registration-form/registration-form';
import { StaleRecordDialog } from '../../../components/registration-form/stale-record-dialog';
import { useStaleRecord } from '../../../components/registration-form/use-stale-record';
import { useUpdateCompanyGeneralInfo } from '../api/update-company-general-info';

const FORM_ID = 'company_general_info';

/**
 * The General tab: the company's registration form in general-info mode, read only until Edit (roles that edit
 * company detail); Cancel and Submit while editing; after a save a dialog offers the way back to the
 * prequalification page. A save made from an outdated copy is refused and offers to reload.
 */
export function GeneralTab({ vendorId }: { vendorId: string }) {
  const { role } = useAuth();
  const navigate = useNavigate();
  const { data, loading, refetch } = useRegistrationForm(vendorId);
  const [update, { loading: saving }] = useUpdateCompanyGeneralInfo();
  const formRef = useRef<RegistrationFormHandle>(null);
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const editable = hasPermission(role, 'generalInfo.update') && hasPermission(role, 'companies.update');
  const stale = useStaleRecord(refetch);

  if (!data && loading) return <PageSpinner label="Loading general info" />;
  if (!data) {
    return (
      <Stack gap="4" align="flex-start">
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
        <Heading as="h2" size="md">
          General Info
        </Heading>
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
            result = await update({
              variables: {
                vendorId,
                input,
                version: data.registration.version,
                w9File: files.w9File ?? undefined,
                generalContractReferencesDocument: files.generalContractReferencesDocument ?? undefined,
              },
            });
          } catch (error) {
            if (stale.catchStale(error)) return null;
            throw error;
          }
          setEditing(false);
          setSubmitted(true);
          return result.data?.updateGeneralInfo;
        }}
      />
      <StaleRecordDialog {...stale.dialog} />
      <Dialog.Root role="alertdialog" open={submitted} onOpenChange={(d) => !d.open && setSubmitted(false)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{MESSAGES.detailsSubmitted}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>The company's general information has been updated.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.ActionTrigger>
                <Button onClick={() => void navigate('/admin/prequalification')}>Return to prequalification</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
