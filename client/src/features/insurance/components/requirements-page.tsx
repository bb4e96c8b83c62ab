import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../../auth/use-auth';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useInsuranceRequirements } from '../api/insurance-requirements';
import { RequirementsEditor } from './requirements-editor';

export const NO_REQUIREMENTS_PERMISSION = 'You do not have permission to edit the insurance requirements.';
export const HOW_REQUIREMENTS_WORK =
  "Each company's policies in force are checked against these minimums and flags: a required coverage without a policy meeting them is a gap, one whose policy expired is a lapse. Saving checks every company again.";

/**
 * /admin/insurance-requirements (docs/insurance.md): the system admin edits the builder's requirement profile, the
 * minimum limits and flags per coverage. Every internal role may open the page; only insurance.requirements edits
 * it (no request is sent without it).
 */
export function InsuranceRequirementsPage() {
  const { role } = useAuth();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Insurance Requirements
      </Heading>
      {hasPermission(role, 'insurance.requirements') ? <RequirementsLoader /> : <Text>{NO_REQUIREMENTS_PERMISSION}</Text>}
    </Stack>
  );
}

function RequirementsLoader() {
  const { data, loading } = useInsuranceRequirements();
  if (!data && loading)
    return (
      <LoadingSkeleton label="Loading the insurance requirements">
        <Stack gap="3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="24" />
          ))}
        </Stack>
      </LoadingSkeleton>
    );
  if (!data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The insurance requirements could not be loaded. Please try again later.</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="4">
      <Text>{HOW_REQUIREMENTS_WORK}</Text>
      <RequirementsEditor requirements={data.insuranceRequirements} />
    </Stack>
  );
}
