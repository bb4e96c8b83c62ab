import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useState } from 'react';
import { useAuth } from '../../../auth/use-auth';
import { SelectField } from '../../../components/fields';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import {
  useInsuranceProjectOptions,
  useInsuranceRequirements,
  useProjectInsuranceRequirements,
  useSaveInsuranceRequirements,
  useSaveProjectInsuranceRequirements,
  type InsuranceRequirementRow,
} from '../api/insurance-requirements';
import { RequirementsEditor } from './requirements-editor';

export const NO_REQUIREMENTS_PERMISSION = 'You do not have permission to edit the insurance requirements.';
export const HOW_REQUIREMENTS_WORK =
  "Each company's policies in force are checked against these minimums and flags: a required coverage without a policy meeting them is a gap, one whose policy expired is a lapse. Saving checks every company again.";
export const HOW_PROJECT_REQUIREMENTS_WORK =
  "A project may ask more than the builder's profile: a company assigned to it is checked against the stricter of the two (each minimum at its highest, each flag asked by either). Leave every coverage unrequired to ask nothing more.";

const BUILDER = '';

/**
 * /admin/insurance-requirements (docs/insurance.md): the system admin edits the builder's requirement profile, the
 * minimum limits and flags per coverage, or a project's stricter one. Every internal role may open the page; only
 * insurance.requirements edits (no request is sent without it).
 */
export function InsuranceRequirementsPage() {
  const { role } = useAuth();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Insurance Requirements
      </Heading>
      {hasPermission(role, 'insurance.requirements') ? <RequirementsChooser /> : <Text>{NO_REQUIREMENTS_PERMISSION}</Text>}
    </Stack>
  );
}

function RequirementsChooser() {
  const [projectId, setProjectId] = useState(BUILDER);
  const projects = useInsuranceProjectOptions();
  return (
    <Stack gap="4">
      <SelectField
        name="requirementsFor"
        label="Requirements for"
        // The empty choice is the builder's profile.
        placeholder="Every company (the builder's profile)"
        options={(projects.data?.projects.items ?? []).map((p) => ({
          value: p.projectId,
          label: `Project ${p.projectNumber ? `${p.projectNumber} ` : ''}${p.projectName}`,
        }))}
        value={projectId}
        onChange={setProjectId}
      />
      {projectId === BUILDER ? <BuilderRequirements /> : <ProjectRequirements key={projectId} projectId={projectId} />}
    </Stack>
  );
}

function BuilderRequirements() {
  const { data, loading } = useInsuranceRequirements();
  const [save] = useSaveInsuranceRequirements();
  return (
    <Loaded rows={data?.insuranceRequirements} loading={loading}>
      {(rows) => (
        <>
          <Text>{HOW_REQUIREMENTS_WORK}</Text>
          <RequirementsEditor
            requirements={rows}
            saved="Requirement profile saved; every company was checked again"
            onSave={async (requirements) => (await save({ variables: { requirements } })).data?.saveInsuranceRequirements ?? null}
          />
        </>
      )}
    </Loaded>
  );
}

function ProjectRequirements({ projectId }: { projectId: string }) {
  const { data, loading } = useProjectInsuranceRequirements(projectId);
  const [save] = useSaveProjectInsuranceRequirements();
  return (
    <Loaded rows={data?.projectInsuranceRequirements} loading={loading}>
      {(rows) => (
        <>
          <Text>{HOW_PROJECT_REQUIREMENTS_WORK}</Text>
          <RequirementsEditor
            requirements={rows}
            saved="Project requirements saved; its companies were checked again"
            onSave={async (requirements) => (await save({ variables: { projectId, requirements } })).data?.saveProjectInsuranceRequirements ?? null}
          />
        </>
      )}
    </Loaded>
  );
}

function Loaded({
  rows,
  loading,
  children,
}: {
  rows: readonly InsuranceRequirementRow[] | undefined;
  loading: boolean;
  children: (rows: readonly InsuranceRequirementRow[]) => React.ReactNode;
}) {
  if (!rows && loading)
    return (
      <LoadingSkeleton label="Loading the insurance requirements">
        <Stack gap="3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="24" />
          ))}
        </Stack>
      </LoadingSkeleton>
    );
  if (!rows)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The insurance requirements could not be loaded. Please try again later.</Alert.Title>
      </Alert.Root>
    );
  return <Stack gap="4">{children(rows)}</Stack>;
}
