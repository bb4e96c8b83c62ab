import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MFA_STATUS_QUERY = graphql(`
  query MfaStatus {
    mfaStatus {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

export const TOTP_SETUP_MUTATION = graphql(`
  mutation TotpSetup {
    totpSetup {
      secret
      otpauthUri
      qrCode
    }
  }
`);

export const TOTP_CONFIRM_MUTATION = graphql(`
  mutation TotpConfirm($code: String!) {
    totpConfirm(code: $code) {
      recoveryCodes
    }
  }
`);

export const TOTP_DISABLE_MUTATION = graphql(`
  mutation TotpDisable($code: String!, $password: String) {
    totpDisable(code: $code, password: $password)
  }
`);

export function useMfaStatus() {
  return useQuery(MFA_STATUS_QUERY);
}

// The section shows code and password errors beside its fields.
const quiet = { context: { skipGlobalError: true } };
export const useTotpSetup = () => useMutation(TOTP_SETUP_MUTATION, quiet);
export const useTotpConfirm = () => useMutation(TOTP_CONFIRM_MUTATION, { ...quiet, refetchQueries: [MFA_STATUS_QUERY] });
export const useTotpDisable = () => useMutation(TOTP_DISABLE_MUTATION, { ...quiet, refetchQueries: [MFA_STATUS_QUERY] });
