import { ssoSignInSchema } from '@portal/common/validation/mfa';
import { arg, operation } from '../../operations/operation.js';
import { LoginPayload } from '../auth/index.js';

/** The sign-in page's end of single sign-on: the callback's hand-over token becomes the session, or the second step. */
export const ssoOperations = {
  ssoLogin: operation({
    access: 'public',
    description: "Exchanges single sign-on's hand-over token (the callback's redirect) for the session, or for a second factor's step.",
    input: ssoSignInSchema,
    run: async ({ ctx, services, input }) => {
      const pending = await services.auth.pendingSignIn(input.ssoToken, ['sso'], true);
      const answer = await services.auth.continueSignIn(pending.userId, 'oidc', { ip: ctx.ip });
      if (answer.accessToken) ctx.browserSession.start(answer.accessToken);
      return answer;
    },
    graphql: { kind: 'mutation', returns: () => LoginPayload, args: { ssoToken: arg(() => String) } },
    rest: {
      method: 'post',
      path: '/auth/login/sso',
      idempotent: false,
      answer: ({ accessToken, mfaRequired, mfaEnrolmentRequired, mfaToken }) =>
        mfaToken ? { mfaRequired, mfaEnrolmentRequired, mfaToken } : { access_token: accessToken },
    },
  }),
};
