import { Alert, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../../auth/use-auth';
import { ScoreWeightsSection } from '../../prequal-score';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useLimitRuleBases } from '../api/get-limit-rule-bases';
import { useLimitRules } from '../api/get-limit-rules';
import { LimitRulesEditor } from './limit-rules-editor';

export const NO_PERMISSION = 'You do not have permission to edit limit rules.';
export const HOW_SUGGESTIONS_WORK =
  'Each limit suggested to reviewers is the smallest result of its rules. A rule’s result is its basis × its multiplier, at most its cap when it has one; a rule whose basis is not answered does not apply.';

/**
 * /admin/limit-rules (suggested limits explained): the system admin edits the rules that suggest a
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
      {hasPermission(role, 'score.weights') && <ScoreWeightsSection />}
    </Stack>
  );
}

function LimitRulesLoader() {
  const rules = useLimitRules();
  const bases = useLimitRuleBases();
  // The editor starts once, from the saved rules and the Basis list (its selects keep their values only among their options).
  if ((!rules.data && rules.loading) || (!bases.data && bases.loading)) return <LimitRulesSkeleton />;
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

/** The editor's shape while it loads: the explanation, then a table of rule rows (inputs are ~2.5rem tall). */
function LimitRulesSkeleton() {
  return (
    <LoadingSkeleton label="Loading limit rules">
      <Stack gap="4">
        <SkeletonText noOfLines={2} />
        <Stack gap="2" borderWidth="1px" rounded="md" p="3">
          <Skeleton height="5" />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="10" />
          ))}
        </Stack>
      </Stack>
    </LoadingSkeleton>
  );
}
