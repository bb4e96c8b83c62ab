import { Alert } from '@chakra-ui/react';
import { NO_FINANCIAL_ACCESS } from '@portal/common/auth/answer-access';

/** In place of a form whose answers the user's role may not read (the financial form without prequal.financials.read). */
export function NoAnswerAccess() {
  return (
    <Alert.Root status="info" data-testid="no-answer-access">
      <Alert.Indicator />
      <Alert.Title>{NO_FINANCIAL_ACCESS}</Alert.Title>
    </Alert.Root>
  );
}
