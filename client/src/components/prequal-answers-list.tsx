import { DataList, Text } from '@chakra-ui/react';
import { answersOf } from '@portal/common/forms/answers';
import { isAnswerField, labelOf, walkFields, type FormField } from '@portal/common/forms/field-model';

/**
 * A prequalification form's answers as label and text, for when no form renderer was joined in (the review dialogs
 * of /admin/prequalification and the company page's historical popup).
 */
export function PrequalAnswersList({ fields, emptyText = 'No answers yet.' }: { fields: readonly FormField[]; emptyText?: string }) {
  const answers = answersOf(fields);
  const rows = walkFields(fields)
    .map(({ field }) => field)
    .filter(isAnswerField)
    .filter((field) => field.slug in answers);
  if (rows.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <DataList.Root orientation="horizontal">
      {rows.map((field) => (
        <DataList.Item key={field.slug}>
          <DataList.ItemLabel>{labelOf(field)}</DataList.ItemLabel>
          <DataList.ItemValue>{textOf(answers[field.slug])}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function textOf(answer: unknown): string {
  if (Array.isArray(answer)) return answer.map(textOf).join(', ');
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (answer && typeof answer === 'object') return JSON.stringify(answer);
  return String(answer ?? '');
}
