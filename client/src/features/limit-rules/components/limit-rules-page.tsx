import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import { useLimitRuleBases } from '../api/get-limit-rule-bases';
import { useLimitRules } from '../api/get-limit-rules';
import { LimitRulesEditor } from './limit-rules-editor';

export const NO_PERMISSION = 'You do not have permission to edit limit rules.';
export const HOW_SUGGESTIONS_WORK =
  'Each limit suggested to reviewers is the smallest result of its rules. A rule’s result is its basis × its multiplier, at most its cap when it has one; a rule whose basis is not answered does not apply.';

/**
 * /admin/limit-rules (issue 8, suggested limits explained): the system admin edits the rules that suggest a
 * company's single, aggregate and bonding limits from its financial answers. Every internal role may open the
 * page; only limits.rules reads and saves the rules (no request is sent without it).
 */
export function LimitRulesPage() {
  const { role } = useAuth();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Limit Rules
      </Heading>
      {hasPermission(role, 'limits.rules') ? <LimitRulesLoader /> : <Text>{NO_PERMISSION}</Text>}
    </Stack>
  );
}

function LimitRulesLoader() {
  const rules = useLimitRules();
  const bases = useLimitRuleBases();
  // The editor starts once, from the saved rules and the Basis list (its selects keep their values only among their options).
  if ((!rules.data && rules.loading) || (!bases.data && bases.loading)) return <PageSpinner label="Loading limit rules" />;
  if (!rules.data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The limit rules could not be loaded. Please try again later.</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4">
      <Text>{HOW_SUGGESTIONS_WORK}</Text>
      <LimitRulesEditor rules={rules.data.limitRules} templateFields={bases.data?.formTemplate.fields} />
    </Stack>
  );
}
