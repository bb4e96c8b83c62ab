import { MESSAGES } from '@portal/common/errors';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '@portal/common/validation/auth';
import { z } from 'zod';
import { arg, operation } from '../../operations/operation.js';
import { LoginPayload, SuccessPayload } from './auth.types.js';

/** Sign-in and passwords (spec section 7: /api/v1/auth/...). login, forgotPassword and resetPassword are open to anonymous callers. */
export const authOperations = {
  login: operation({
    access: 'public',
    description: 'Signs a user in and answers the access token.',
    input: loginSchema,
    // A browser keeps the session in its HttpOnly cookie; API clients take the token from the answer.
    run: async ({ ctx, services, input }) => {
      // The browser's cookies of the token are worked out while the password is checked; set only for a session.
      const answer = await services.auth.login(input, { ip: ctx.ip, prepareSession: (token) => ctx.browserSession.prepare(token) });
      if (answer.accessToken) ctx.browserSession.start(answer.accessToken);
      return answer;
    },
    graphql: { kind: 'mutation', returns: () => LoginPayload, description: null, args: { email: arg(() => String), password: arg(() => String) } },
    // The answer is a session's token: never kept for a replay.
    // The specification's { access_token }; an account with a second factor gets the next step instead (docs/api/sso-and-mfa.md).
    rest: {
      method: 'post',
      path: '/auth/login',
      idempotent: false,
      answer: ({ accessToken, mfaRequired, mfaEnrolmentRequired, mfaToken }) =>
        mfaToken ? { mfaRequired, mfaEnrolmentRequired, mfaToken } : { access_token: accessToken },
    },
  }),

  logout: operation({
    access: 'auth.logout',
    description: 'Revokes the current token.',
    input: z.object({}),
    run: async ({ ctx, services, actor }) => {
      await services.auth.logout(actor);
      ctx.browserSession.end();
    },
    graphql: { kind: 'mutation', returns: () => Boolean, args: {}, answer: () => true },
    rest: { method: 'post', path: '/auth/logout', idempotent: false, answer: () => ({ success: true, message: 'Logged out' }) },
  }),

  forgotPassword: operation({
    access: 'public',
    description: 'Always answers the same success, whether or not the e-mail is registered.',
    input: forgotPasswordSchema,
    run: async ({ ctx, services, input }) => {
      await services.auth.forgotPassword(input, { ip: ctx.ip });
      return { success: true, message: MESSAGES.forgotPasswordSent };
    },
    graphql: { kind: 'mutation', returns: () => SuccessPayload, args: { email: arg(() => String) } },
    rest: { method: 'post', path: '/auth/forgot-password' },
  }),

  resetPassword: operation({
    access: 'public',
    description: "Sets a new password with a reset link's token and ends every session of the user.",
    input: resetPasswordSchema,
    run: async ({ services, input }) => {
      await services.auth.resetPassword(input);
      return { success: true, message: MESSAGES.resetDone };
    },
    graphql: { kind: 'mutation', returns: () => SuccessPayload, description: null, args: { token: arg(() => String), newPassword: arg(() => String) } },
    rest: { method: 'post', path: '/auth/reset-password' },
  }),
};
