import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isVendorRole } from '@portal/common/auth/roles';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import { draftLinkOf, draftSecretOf, forgetDraftSecret, rememberDraftSecret } from '../../../auth/draft-secrets';
import { REGISTRATION_FORM_QUERY, RegistrationForm, useRegistrationForm, type LoadedRegistration, type RegistrationFiles } from '../../registration-form';
import { StaleRecordDialog } from '../../../components/stale-record/stale-record-dialog';
import { useStaleRecord } from '../../../components/stale-record/use-stale-record';
import { toaster } from '../../../components/toaster';
import type { RegistrationInput } from '../../../gql/graphql';
import { useSaveRegistrationDraft } from '../api/save-registration-draft';
import { useSubmitRegistration } from '../api/submit-registration';
import { LeaveRegistrationDialog } from './leave-registration-dialog';
import { RegistrationActions } from './registration-actions';
import { RegistrationSubmittedDialog } from './registration-submitted-dialog';

/** Navigation state the tax-ID verification (or a continuation link) hands to the registration form. */
interface RegistrationState {
  taxId?: string;
  draftVendorId?: string;
}

const HOMEPAGE = '/registration';

/**
 * /vendor-registration: reachable with a verified tax ID, with a draft this browser session may continue,
 * or as a vendor user (spec section 2). A "continue your registration" link
 * (/vendor-registration#draft=<id>&token=<secret>) keeps its secret for the session and leaves the address.
 */
export function VendorRegistrationPage() {
  const { role } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const { hash, pathname } = location;
  useEffect(() => {
    const link = draftLinkOf(hash);
    if (!link) return;
    rememberDraftSecret(link.vendorId, link.token);
    // The secret leaves the address bar (and the history entry) at once.
    void navigate(pathname, { replace: true, state: { draftVendorId: link.vendorId } satisfies RegistrationState });
  }, [hash, pathname, navigate]);
  if (draftLinkOf(hash)) return <PageSpinner label="Opening your draft" />;

  const state = location.state as RegistrationState | null;
  const continuing = Boolean(state?.draftVendorId && draftSecretOf(state.draftVendorId));
  if (!state?.taxId && !continuing && !isVendorRole(role)) return <Navigate to="/" replace />;
  return <VendorRegistration taxId={state?.taxId ?? ''} draftVendorId={state?.draftVendorId ?? null} />;
}

function VendorRegistration({ taxId, draftVendorId }: { taxId: string; draftVendorId: string | null }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  // The draft being written: the one continued, then the one the first "Save as a draft" created.
  const [vendorId, setVendorId] = useState<string | null>(draftVendorId);
  // Its secret, when this browser session continues it anonymously (staff need none).
  const [draftToken, setDraftToken] = useState<string | null>(() => draftSecretOf(draftVendorId));
  const draft = useRegistrationForm(draftVendorId, { draftToken });
  const [saveDraft] = useSaveRegistrationDraft();
  const [submitRegistration] = useSubmitRegistration();
  const [submitted, setSubmitted] = useState(false);
  // The form starts from the draft as first loaded; later cache updates (our own saves) must not reset it.
  const [loadedDraft, setLoadedDraft] = useState<LoadedRegistration | null>(null);
  // The draft's version as this form last loaded or saved it: a save from an outdated copy is refused.
  const [version, setVersion] = useState<number | null>(null);
  if (draft.data && loadedDraft === null) {
    setLoadedDraft(draft.data.registration);
    setVersion(draft.data.registration.version);
  }
  const shownTaxId = taxId || loadedDraft?.taxId || '';
  const newRegistration = useMemo<LoadedRegistration>(() => ({ taxId }), [taxId]);

  const reload = useCallback(async () => {
    if (!vendorId) return;
    const { data } = await client.query({
      query: REGISTRATION_FORM_QUERY,
      variables: { vendorId, draftToken },
      fetchPolicy: 'network-only',
    });
    if (!data) return;
    // A new object: the form shows the latest details in place of what was typed.
    setLoadedDraft({ ...data.registration });
    setVersion(data.registration.version);
  }, [client, draftToken, vendorId]);
  const stale = useStaleRecord(reload);

  const returnHome = () => void navigate(HOMEPAGE);
  // "Return to homepage" with unsaved input asks first; the form's own draft save runs from the dialog.
  const [leaving, setLeaving] = useState<{ saveDraft: () => Promise<boolean> } | null>(null);
  const [savingToLeave, setSavingToLeave] = useState(false);
  const saveAndLeave = async () => {
    if (!leaving) return;
    setSavingToLeave(true);
    try {
      const saved = await leaving.saveDraft();
      // Not saved (no company name, a refused file...): the form shows why and the user stays on it.
      setLeaving(null);
      if (saved) returnHome();
    } finally {
      setSavingToLeave(false);
    }
  };
  const variables = (input: RegistrationInput, files: RegistrationFiles) => ({
    vendorId,
    draftToken,
    version: vendorId ? version : null,
    input,
    w9File: files.w9File ?? undefined,
    generalContractReferencesDocument: files.generalContractReferencesDocument ?? undefined,
  });
  /** Runs a save; a stale one opens the reload dialog (the form keeps its input) and answers null. */
  const guarded = async <T,>(save: () => Promise<T>): Promise<T | null> => {
    try {
      return await save();
    } catch (error) {
      if (stale.catchStale(error)) return null;
      throw error;
    }
  };

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
        // A verified tax ID (or the draft's own) is what brought the user here: it is not edited on this form.
        lockedFields={shownTaxId ? ['taxId'] : []}
        onSaveDraft={(input, files) =>
          guarded(async () => {
            const { data } = await saveDraft({ variables: variables(input, files) });
            if (!data) return null;
            const saved = data.saveRegistrationDraft;
            setVendorId(saved.vendorId);
            setVersion(saved.version);
            // A new anonymous draft's secret comes once: kept for this session (the contact also gets it by e-mail).
            if (saved.draftToken) {
              rememberDraftSecret(saved.vendorId, saved.draftToken);
              setDraftToken(saved.draftToken);
            }
            toaster.create({ type: 'success', title: ONBOARDING_MESSAGES.draftSaved, closable: true });
            return saved;
          })
        }
        onSubmit={(input, files) =>
          guarded(async () => {
            const { data } = await submitRegistration({ variables: variables(input, files) });
            if (!data) return null;
            // A submitted registration is no longer continued: its secret is of no more use.
            forgetDraftSecret(vendorId);
            setSubmitted(true);
            return data.submitRegistration;
          })
        }
        renderActions={({ saveDraft: save, savingDraft, submitting, dirty }) => (
          <RegistrationActions
            onSaveDraft={() => void save()}
            onReturnHome={() => (dirty ? setLeaving({ saveDraft: save }) : returnHome())}
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
            Tell us about your company, your trades and your experience. Fields marked with * are required to submit; use "Save as a draft" to keep what you have
            entered. We e-mail the primary contact a link to continue the draft later. Once submitted, our team reviews your registration and e-mails you the next
            steps.
          </Text>
        </Stack>
        {content}
      </Stack>
      <StaleRecordDialog {...stale.dialog} />
      <LeaveRegistrationDialog
        open={leaving !== null}
        saving={savingToLeave}
        onSaveAndLeave={() => void saveAndLeave()}
        onLeave={returnHome}
        onStay={() => setLeaving(null)}
      />
      <RegistrationSubmittedDialog open={submitted} onReturnHome={returnHome} />
    </Box>
  );
}
