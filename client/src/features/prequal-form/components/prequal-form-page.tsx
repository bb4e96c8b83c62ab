import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorCodesOf, errorMessageOf } from '../../../api/error-details';
import { PageSpinner } from '../../../components/page-spinner';
import { usePrequalForms } from '../api/get-prequal-forms';
import { formsByTab } from '../prequal-tabs';
import { PrequalFormScreen } from './prequal-form-screen';

const heading = (
  <Heading as="h1" size="xl">
    Prequalification
  </Heading>
);

/** /vendor/prequal-form (optional ?instance=): the company's three prequalification forms. */
export function PrequalFormPage() {
  const [params] = useSearchParams();
  const instance = params.get('instance');
  const { data, error, loading, refetch } = usePrequalForms(instance);
  const set = data?.prequalForms;

  if (!set && loading) return <PageSpinner label="Loading the prequalification forms" />;

  const notBegun = (!error && data && !set) || errorCodesOf(error).includes('NOT_FOUND');
  if (notBegun) {
    return (
      <Stack gap="4" align="flex-start">
        {heading}
        <Text>You have not begun pre-qualification yet.</Text>
        <Link asChild colorPalette="blue" textDecoration="underline">
          <RouterLink to="/vendor/overview">Go to the overview to begin pre-qualification</RouterLink>
        </Link>
      </Stack>
    );
  }

  const forms = set ? formsByTab(set.forms) : null;
  if (!set || !forms) {
    return (
      <Stack gap="4" align="flex-start">
        {heading}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error ? errorMessageOf(error) : 'The prequalification forms could not be loaded.'}</Alert.Title>
        </Alert.Root>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {heading}
      {/* A new cycle (another instance), or another number of tabs, starts a new screen. */}
      <PrequalFormScreen key={`${set.instance}:${forms.length}`} set={set} forms={forms} reload={refetch} />
    </Stack>
  );
}
