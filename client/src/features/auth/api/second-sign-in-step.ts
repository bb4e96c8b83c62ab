import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The answer's fields every sign-in step reads: a session, or the next step's pending token. */
export const LOGIN_MFA_MUTATION = graphql(`
  mutation LoginMfa($mfaToken: String!, $code: String!) {
    loginMfa(mfaToken: $mfaToken, code: $code) {
      accessToken
    }
  }
`);

export const SSO_LOGIN_MUTATION = graphql(`
  mutation SsoLogin($ssoToken: String!) {
    ssoLogin(ssoToken: $ssoToken) {
      accessToken
      mfaRequired
      mfaEnrolmentRequired
      mfaToken
    }
  }
`);

export const SIGN_IN_TOTP_SETUP_MUTATION = graphql(`
  mutation SignInTotpSetup($mfaToken: String!) {
    signInTotpSetup(mfaToken: $mfaToken) {
      secret
      qrCode
    }
  }
`);

export const SIGN_IN_TOTP_CONFIRM_MUTATION = graphql(`
  mutation SignInTotpConfirm($mfaToken: String!, $code: String!) {
    signInTotpConfirm(mfaToken: $mfaToken, code: $code) {
      recoveryCodes
      session {
        accessToken
      }
    }
  }
`);

// The sign-in screens explain failures themselves.
const quiet = { context: { skipGlobalError: true } };
export const useLoginMfa = () => useMutation(LOGIN_MFA_MUTATION, quiet);
export const useSsoLogin = () => useMutation(SSO_LOGIN_MUTATION, quiet);
export const useSignInTotpSetup = () => useMutation(SIGN_IN_TOTP_SETUP_MUTATION, quiet);
export const useSignInTotpConfirm = () => useMutation(SIGN_IN_TOTP_CONFIRM_MUTATION, quiet);
