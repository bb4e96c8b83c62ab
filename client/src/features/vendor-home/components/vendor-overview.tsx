import { Alert, Button, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { hasPermission, isVendorRole } from '@portal/common/auth/roles';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { showAlert } from '../../../api/alert-store';
import { errorMessageOf, fieldErrorsOf, graphQLErrorsOf } from '../../../api/error-details';
import { useAuth } from '../../../auth/use-auth';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useBeginPrequal } from '../api/begin-prequal';
import { useReturnNotice } from '../api/get-return-notice';
import { useVendorOverview } from '../api/get-vendor-overview';
import { useSetEmployeeCount } from '../api/set-employee-count';
import { prequalStatusLabel } from '@portal/common/domain/statuses';
import { BEGINNABLE_STATUSES, IN_PROGRESS_STATUSES, NO_EMPLOYEES_TYPE } from '../prequal-status';
import { ApprovalLetterButton } from '../../approval-letter';
import { ReturnNotice } from './return-notice';

const FORM_PATH = '/vendor/prequal-form';

// The dialog (Chakra's dialog machinery, and the registration rules it checks the number with, zod included) is
// for the rare company without a number of employees: loaded when beginning starts, not before the first screen.
const loadDialog = () => import('./no-employees-dialog');
const NoEmployeesDialog = lazy(async () => ({ default: (await loadDialog()).NoEmployeesDialog }));

function isNoEmployees(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.type === NO_EMPLOYEES_TYPE);
}

/** /vendor/overview, the vendor's home: the welcome, and where the company's prequalification stands. */
export function VendorOverview() {
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const vendorId = user?.vendorId ?? null;
  const { data, loading, error, refetch } = useVendorOverview(vendorId);
  const [begin, { loading: beginning }] = useBeginPrequal();
  const [setEmployeeCount, { loading: savingCount }] = useSetEmployeeCount();
  const [askEmployees, setAskEmployees] = useState(false);
  // Once asked, the dialog stays mounted, so closing animates as before.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (askEmployees && !dialogWanted) setDialogWanted(true);
  const [countError, setCountError] = useState<string | null>(null);

  const status = data?.registration.prequalStatus ?? null;
  const mayBegin = isVendorRole(role) && hasPermission(role, 'prequal.begin');
  // Forms returned for corrections: the reviewer's comment and flagged questions are shown with the status.
  const returned = useReturnNotice(vendorId, status === 'IN_PROGRESS').data?.prequalForms?.returned ?? null;

  /** Begins; true when it did (and the form is opened). */
  const beginPrequal = async (): Promise<boolean> => {
    // Fetched beside the request, so a refusal for want of employees opens the dialog without a further wait.
    loadDialog().catch(() => undefined);
    try {
      await begin();
    } catch (error) {
      if (isNoEmployees(error)) setAskEmployees(true);
      else showAlert(errorMessageOf(error));
      return false;
    }
    setAskEmployees(false);
    void navigate(FORM_PATH);
    return true;
  };

  const saveCountAndBegin = async (noOfEmployees: string) => {
    if (!vendorId) return;
    setCountError(null);
    try {
      await setEmployeeCount({ variables: { vendorId, noOfEmployees } });
    } catch (error) {
      const message = fieldErrorsOf(error).noOfEmployees;
      if (message) setCountError(message);
      else showAlert(errorMessageOf(error));
      return;
    }
    await beginPrequal();
  };

  let action = null;
  if (vendorId && status) {
    const words = prequalStatusLabel(status);
    if (BEGINNABLE_STATUSES.includes(status)) {
      action = mayBegin ? (
        <Stack gap="3" align="flex-start">
          <Text>{status === 'AWAITING_RENEWAL' ? 'Your prequalification is due for renewal.' : 'Your company has not begun pre-qualification yet.'}</Text>
          <Button onClick={() => void beginPrequal()} loading={beginning && !askEmployees} loadingText="Beginning">
            Begin pre-qualification
          </Button>
        </Stack>
      ) : (
        <Text>Your company has not begun pre-qualification yet. A company admin can begin it.</Text>
      );
    } else {
      const inProgress = IN_PROGRESS_STATUSES.includes(status);
      action = (
        <Stack gap="3" align="flex-start">
          <Alert.Root status={inProgress ? 'info' : 'success'} maxW="xl">
            <Alert.Indicator />
            <Alert.Title>Pre-qualification status: {words}</Alert.Title>
          </Alert.Root>
          {inProgress && returned && <ReturnNotice comment={returned.comment} questions={returned.questions} />}
          <Link asChild colorPalette="blue" textDecoration="underline" fontWeight="medium">
            <RouterLink to={FORM_PATH}>{inProgress && mayBegin ? 'Continue pre-qualification' : 'View pre-qualification'}</RouterLink>
          </Link>
          {status === 'COMPLETED' && <ApprovalLetterButton vendorId={vendorId} />}
        </Stack>
      );
    }
  } else if (vendorId && error && !loading) {
    action = (
      <Stack gap="3" align="flex-start">
        <Text>Your pre-qualification status could not be loaded. {errorMessageOf(error)}</Text>
        <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </Stack>
    );
  } else if (vendorId && loading) {
    // The shape of the status that is coming (an Alert and a link), so the page does not jump when it arrives.
    action = (
      <LoadingSkeleton label="Loading your pre-qualification status">
        <Stack gap="3" align="flex-start">
          <Skeleton height="12" width="full" maxW="xl" rounded="l2" />
          <Skeleton height="5" width="48" />
        </Stack>
      </LoadingSkeleton>
    );
  }

  return (
    <Stack gap="6" py="4">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          Welcome and thanks for joining as a partner
        </Heading>
        {user?.companyName && <Text color="fg.muted">{user.companyName}</Text>}
      </Stack>
      {action}
      {dialogWanted && (
        <Suspense fallback={null}>
          <NoEmployeesDialog
            open={askEmployees}
            busy={savingCount || beginning}
            serverError={countError}
            onSave={(count) => void saveCountAndBegin(count)}
            onGoToGeneralInfo={() => {
              setAskEmployees(false);
              void navigate('/vendor/general-info');
            }}
            onCancel={() => {
              setAskEmployees(false);
              setCountError(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
