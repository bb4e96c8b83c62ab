import { Box, Button, Heading, List, Text } from '@chakra-ui/react';
import { toaster } from '../../../../components/toaster';
import { useDepartmentDecision } from '../../api/department-decision';
import { useRenewalChanges, type RenewalCategoryChanges } from '../../api/get-renewal-changes';
import { decides, type DepartmentDef as Department } from '@portal/common/domain/categories';

/** An answer as a reviewer reads it: "—" when unanswered, lists joined, a row's cells as text. */
export function answerText(answer: unknown): string {
  if (answer === null || answer === undefined || answer === '') return '—';
  if (Array.isArray(answer)) return answer.length ? answer.map(answerText).join(', ') : '—';
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (typeof answer === 'object') return JSON.stringify(answer);
  return String(answer);
}

/** The department's changes (safety lite is the safety tab), when the cycle renews one. */
export function departmentChanges(categories: readonly RenewalCategoryChanges[] | undefined, department: Department): RenewalCategoryChanges | undefined {
  return categories?.find((c) => decides(department, c.category));
}

/**
 * "Changes since <previous instance>" for one tab of the review dialogs: the changed questions with their
 * answer before → after, or "No changes since last year". Nothing when the cycle renews none.
 */
export function RenewalChangesPanel({ vendorId, department }: { vendorId: string; department: Department }) {
  const { data } = useRenewalChanges(vendorId);
  const previous = data?.renewalChanges.previousInstance;
  if (!previous) return null;
  const changes = departmentChanges(data.renewalChanges.categories, department);
  const title = `Changes since ${previous}`;
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="3" mb="3" bg="bg.subtle">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {!changes || changes.changed === 0 ? (
        <Text>No changes since last year</Text>
      ) : (
        <>
          {changes.categoryChanged && <Text mb="1">{`This year's ${department.label} form is a different form from last year's: all of it is new.`}</Text>}
          <List.Root gap="1" ps="4">
            {changes.questions.map((q) => (
              <List.Item key={q.path}>
                <Text as="span" fontWeight="semibold">
                  {q.label}
                </Text>
                {`: ${answerText(q.before)} → ${answerText(q.after)}`}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  );
}

interface ApproveUnchangedProps {
  vendorId: string;
  department: Department;
  /** After the decision was saved. */
  onDecided?: () => void;
}

/**
 * The department review's one-step approval of a form that has not changed since the cycle it renews:
 * departmentDecision with DEPARTMENT_APPROVED. Only where that decision needs nothing else: never for the
 * financial form (its approval needs limits; the decision dialog is for that). The caller shows it only to
 * roles with prequal.departmentDecide, while the department has not decided.
 */
export function ApproveUnchangedButton({ vendorId, department, onDecided }: ApproveUnchangedProps) {
  const { data } = useRenewalChanges(vendorId);
  const [decide, { loading }] = useDepartmentDecision();
  const changes = departmentChanges(data?.renewalChanges.categories, department);
  if (!data?.renewalChanges.previousInstance || !changes || changes.changed !== 0 || department.limitsRequired) return null;
  const approve = async () => {
    try {
      await decide({ variables: { vendorId, input: { category: changes.category, status: 'DEPARTMENT_APPROVED' } } });
      toaster.create({ type: 'success', title: `${department.label} decision saved` });
      onDecided?.();
    } catch {
      toaster.create({ type: 'error', title: `The ${department.label} decision was not saved` });
    }
  };
  return (
    <Button variant="outline" colorPalette="green" onClick={() => void approve()} loading={loading}>
      Approve unchanged
    </Button>
  );
}
