import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isVendorRole } from '@portal/common/auth/roles';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import { useRegistrationForm } from '../../../components/registration-form/api/get-registration-form';
import type { LoadedRegistration, RegistrationFiles } from '../../../components/registration-form/form-values';
import { RegistrationForm } from '../../../components/registration-form/registration-form';
import { toaster } from '../../../components/toaster';
import type { RegistrationInput } from '../../../gql/graphql';
import { useSaveRegistrationDraft } from '../api/save-registration-draft';
import { useSubmitRegistration } from '../api/submit-registration';
import { RegistrationActions } from './registration-actions';
import { RegistrationSubmittedDialog } from './registration-submitted-dialog';

/** Navigation state the tax-ID verification hands to the registration form. */
interface RegistrationState {
  taxId?: string;
  draftVendorId?: string;
}

const HOMEPAGE = '/registration';

/** /vendor-registration: only reachable with a verified tax ID, or as a vendor user (spec section 2). */
export function VendorRegistrationPage() {
  const { role } = useAuth();
  const state = useLocation().state as RegistrationState | null;
  if (!state?.taxId && !isVendorRole(role)) return <Navigate to="/" replace />;
  return <VendorRegistration taxId={state?.taxId ?? ''} draftVendorId={state?.draftVendorId ?? null} />;
}

function VendorRegistration({ taxId, draftVendorId }: { taxId: string; draftVendorId: string | null }) {
  const navigate = useNavigate();
  const draft = useRegistrationForm(draftVendorId);
  const [saveDraft] = useSaveRegistrationDraft();
  const [submitRegistration] = useSubmitRegistration();
  // The draft being written: the one continued, then the one the first "Save as a draft" created.
  const [vendorId, setVendorId] = useState<string | null>(draftVendorId);
  const [submitted, setSubmitted] = useState(false);
  const newRegistration = useMemo<LoadedRegistration>(() => ({ taxId }), [taxId]);
  // The form starts from the draft as first loaded; later cache updates (our own saves) must not reset it.
  const [loadedDraft, setLoadedDraft] = useState<LoadedRegistration | null>(null);
  if (draft.data && loadedDraft === null) setLoadedDraft(draft.data.registration);

  const returnHome = () => void navigate(HOMEPAGE);
  const variables = (input: RegistrationInput, files: RegistrationFiles) => ({
    vendorId,
    input,
    w9File: files.w9File ?? undefined,
    generalContractReferencesDocument: files.generalContractReferencesDocument ?? undefined,
  });

  let content;
  if (draftVendorId && !loadedDraft) {
    content = draft.loading ? (
      <PageSpinner label="Loading your draft" />
    ) : (
      // The reason is in the Alert modal already.
      <Stack gap="3" align="flex-start">
        <Text>The draft registration could not be loaded.</Text>
        <Button onClick={returnHome}>Return to homepage</Button>
      </Stack>
    );
  } else {
    content = (
      <RegistrationForm
        mode="registration"
        defaultValues={loadedDraft ?? newRegistration}
        // A verified tax ID is what brought the user here: it is not edited on this form.
        lockedFields={taxId ? ['taxId'] : []}
        onSaveDraft={async (input, files) => {
          const { data } = await saveDraft({ variables: variables(input, files) });
          if (!data) return null;
          setVendorId(data.saveRegistrationDraft.vendorId);
          toaster.create({ type: 'success', title: ONBOARDING_MESSAGES.draftSaved, closable: true });
          return data.saveRegistrationDraft;
        }}
        onSubmit={async (input, files) => {
          const { data } = await submitRegistration({ variables: variables(input, files) });
          if (!data) return null;
          setSubmitted(true);
          return data.submitRegistration;
        }}
        renderActions={({ saveDraft: save, savingDraft, submitting }) => (
          <RegistrationActions
            onSaveDraft={() => void save()}
            onReturnHome={returnHome}
            savingDraft={savingDraft}
            submitting={submitting}
          />
        )}
      />
    );
  }

  return (
    // The public layout is narrow (login-sized); this long form uses the width of the window.
    <Box w="min(72rem, calc(100vw - 3rem))" ms="calc(50% - min(36rem, 50vw - 1.5rem))">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Welcome to the Trade Partner Registration Form
          </Heading>
          <Text color="fg.muted">
            Tell us about your company, your trades and your experience. Fields marked with * are required to submit;
            use "Save as a draft" to keep what you have entered and continue later with the same tax ID. Once submitted,
            our team reviews your registration and e-mails you the next steps.
          </Text>
        </Stack>
        {content}
      </Stack>
      <RegistrationSubmittedDialog open={submitted} onReturnHome={returnHome} />
    </Box>
  );
}
