import { Alert, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface ReturnNoticeProps {
  comment: string;
  questions: readonly { form: string; question: string; path: string; note: string }[];
}

/**
 * The overview's notice that the forms were returned for corrections: the reviewer's comment and each flagged
 * question with its tab and note, so the vendor knows what to correct before opening the forms.
 */
export function ReturnNotice({ comment, questions }: ReturnNoticeProps) {
  const titleId = useId();
  return (
    // A named region, so a screen reader can find it among the overview's landmarks.
    <Alert.Root as="section" aria-labelledby={titleId} status="warning" maxW="2xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>Your forms were returned for corrections</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>
              <Text as="span" fontWeight="semibold">
                Reviewer&apos;s comment:
              </Text>{' '}
              {comment}
            </Text>
            {questions.length > 0 && (
              <Stack gap="1">
                <Text fontWeight="semibold">{questions.length === 1 ? 'Flagged question:' : 'Flagged questions:'}</Text>
                <List.Root ps="5">
                  {questions.map((q) => (
                    <List.Item key={`${q.form}:${q.path}`}>
                      {q.form}: {q.question} ({q.note})
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
