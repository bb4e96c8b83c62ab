import { Button, Text } from '@chakra-ui/react';
import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import { useEffect, useRef } from 'react';
import { errorMessageOf } from '../../../api/error-details';
import { useSsoLogin } from '../api/second-sign-in-step';
import type { PendingSignIn } from './second-sign-in-step';

/** The staff single sign-on button: a plain link, the server sends the browser on to the provider. */
export function SsoButton({ label }: { label: string }) {
  return (
    <>
      <Button asChild variant="outline">
        <a href="/api/v1/auth/oidc/start">{label}</a>
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Staff only. Companies sign in with e-mail and password.
      </Text>
    </>
  );
}

/**
 * The return from single sign-on (/prequalification#sso=<token> or #sso_error=...): the hand-over token is exchanged
 * once for the session (or the second factor's step); the fragment leaves the address at once.
 */
export function useSsoLanding(on: { signedIn: () => void; pending: (p: PendingSignIn) => void; failed: (message: string) => void }) {
  const [ssoLogin] = useSsoLogin();
  const handlers = useRef(on);
  handlers.current = on;
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const token = hash.get('sso');
    const error = hash.get('sso_error');
    if (!token && !error) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (error) {
      handlers.current.failed(error === 'unavailable' ? MFA_MESSAGES.ssoUnavailable : MFA_MESSAGES.ssoRefused);
      return;
    }
    ssoLogin({ variables: { ssoToken: token! } }).then(
      ({ data }) => {
        const answer = data?.ssoLogin;
        if (answer?.mfaToken) handlers.current.pending({ mfaToken: answer.mfaToken, enrol: answer.mfaEnrolmentRequired });
        else handlers.current.signedIn();
      },
      (e: unknown) => handlers.current.failed(errorMessageOf(e)),
    );
  }, [ssoLogin]);
}
