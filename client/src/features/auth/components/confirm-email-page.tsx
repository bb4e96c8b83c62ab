import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { EMAIL_CHANGE_MESSAGES, EMAIL_CHANGE_REFUSALS, type EmailChangeRefusal } from '@portal/common/validation/email-change';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessageOf, graphQLErrorsOf } from '../../../api/error-details';
import { useConfirmEmailChange } from '../api/confirm-email-change';

type Outcome = { kind: 'done'; email: string } | { kind: 'refused'; refusal: EmailChangeRefusal | null; message: string };

/** How each refusal is shown: an expired or used link is not an error of the user's. */
const REFUSAL_STATUS: Record<EmailChangeRefusal, 'warning' | 'info' | 'error'> = {
  EmailChangeTokenExpired: 'warning',
  EmailChangeTokenUsed: 'info',
  EmailChangeTokenInvalid: 'error',
  EmailChangeAddressUnavailable: 'error',
};

const isRefusal = (v: unknown): v is EmailChangeRefusal => typeof v === 'string' && v in EMAIL_CHANGE_REFUSALS;

/**
 * /confirm-email?token=…, the link mailed to a new e-mail address. The change is made by a click here, not by
 * opening the page, so a mail scanner that follows links cannot confirm it.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { loading }] = useConfirmEmailChange();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'refused', refusal: 'EmailChangeTokenInvalid', message: EMAIL_CHANGE_MESSAGES.tokenInvalid },
  );

  const onConfirm = async () => {
    try {
      const { data } = await confirm({ variables: { token } });
      if (data) setOutcome({ kind: 'done', email: data.confirmEmailChange.email });
    } catch (error) {
      const type = graphQLErrorsOf(error)
        .map((e) => e.extensions?.type)
        .find(isRefusal);
      setOutcome({ kind: 'refused', refusal: type ?? null, message: errorMessageOf(error) });
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Confirm your new e-mail address
      </Heading>
      {outcome === null && (
        <>
          <Text>Confirm that this address is the one you want to sign in with. Until you do, your account keeps its old address.</Text>
          <Button alignSelf="flex-start" loading={loading} loadingText="Confirming" onClick={() => void onConfirm()}>
            Confirm e-mail address
          </Button>
        </>
      )}
      {outcome?.kind === 'done' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{EMAIL_CHANGE_MESSAGES.confirmed}</Alert.Title>
            <Alert.Description>Your new address is {outcome.email}. You were signed out everywhere.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {outcome?.kind === 'refused' && (
        <Alert.Root status={outcome.refusal ? REFUSAL_STATUS[outcome.refusal] : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Description>{outcome.message}</Alert.Description>
        </Alert.Root>
      )}
      {outcome !== null && (
        <Button asChild alignSelf="flex-start" variant={outcome.kind === 'done' ? 'solid' : 'outline'}>
          <RouterLink to="/prequalification">Go to Login</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
