import { Button } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';
import { useRef, useState } from 'react';
import { PageSpinner } from '../../../../components/page-spinner';
import { RegistrationForm, useRegistrationForm, type RegistrationFormHandle, type RegistrationSaveHandler } from '../../../registration-form';
import { toaster } from '../../../../components/toaster';
import { useUpdateRegistration } from '../../api/update-registration';
import { DialogFrame } from '../../../../components/dialog-frame';

const FORM_ID = 'registration-review';

interface RegistrationReviewDialogProps {
  vendorId: string;
  companyName: string;
  /** Edit, Approve and Not Approve are offered to roles that may edit /admin/prequalification. */
  editable: boolean;
  /** A decision is being sent: the decision buttons wait for it. */
  busy: boolean;
  onApprove: () => void;
  onNotApprove: () => void;
  onClose: () => void;
}

/** "Review" of a submitted registration: the registration form in review mode, with Edit and the decisions. */
export function RegistrationReviewDialog({ vendorId, companyName, editable, busy, onApprove, onNotApprove, onClose }: RegistrationReviewDialogProps) {
  const { data, loading } = useRegistrationForm(vendorId);
  const [updateRegistration] = useUpdateRegistration();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useRef<RegistrationFormHandle>(null);
  const registration = data?.registration;

  // Rejects on failure: the form puts field errors on their fields and opens the Alert for the rest.
  const save: RegistrationSaveHandler = async (input, files) => {
    setSaving(true);
    try {
      const { data: saved } = await updateRegistration({
        variables: {
          vendorId,
          input,
          w9File: files.w9File,
          generalContractReferencesDocument: files.generalContractReferencesDocument,
        },
      });
      toaster.create({ type: 'success', title: MESSAGES.detailsSubmitted });
      setEditing(false);
      return saved?.updateRegistration ?? null;
    } finally {
      setSaving(false);
    }
  };

  const cancelEdit = () => {
    form.current?.reset();
    setEditing(false);
  };

  return (
    <DialogFrame
      open
      onDismiss={onClose}
      size="xl"
      placement="top"
      scrollBehavior="inside"
      title={<>Review registration: {companyName}</>}
      closeLabel="Close"
      closeDisabled={saving}
      footerProps={{ flexWrap: 'wrap' }}
      footer={
        <>
          {editing ? (
            <>
              <Button variant="outline" onClick={cancelEdit} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" form={FORM_ID} loading={saving} loadingText="Saving">
                Save
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              {editable && (
                <>
                  <Button variant="outline" onClick={() => setEditing(true)} disabled={!registration || busy}>
                    Edit
                  </Button>
                  <Button colorPalette="red" variant="outline" onClick={onNotApprove} disabled={!registration || busy}>
                    Not Approve
                  </Button>
                  <Button colorPalette="green" onClick={onApprove} disabled={!registration} loading={busy}>
                    Approve
                  </Button>
                </>
              )}
            </>
          )}
        </>
      }
    >
      {registration ? (
        <RegistrationForm ref={form} mode="review" formId={FORM_ID} defaultValues={registration} readOnly={!editing} onSubmit={save} />
      ) : (
        loading && <PageSpinner label="Loading registration" />
      )}
    </DialogFrame>
  );
}
