import { SETTINGS } from '@portal/common/settings/registry';
import { mfaPolicySchema, mfaSignInSchema, totpConfirmSchema, totpDisableSchema } from '@portal/common/validation/mfa';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { arg, operation } from '../../operations/operation.js';
import { LoginPayload, type SignInAnswer } from '../auth/index.js';
import { MfaPolicyType, MfaStatusType, TotpConfirmPayload, TotpSetupType } from './mfa.types.js';

/** A sign-in that ended in a session starts the browser's session too, as the password's sign-in does. */
function started(ctx: RequestContext, answer: SignInAnswer): SignInAnswer {
  if (answer.accessToken) ctx.browserSession.start(answer.accessToken);
  return answer;
}

const pendingToken = z.object({ mfaToken: z.string().min(1) });
const codeOnly = totpConfirmSchema.pick({ code: true });

/**
 * The second factor (docs/api/sso-and-mfa.md): the sign-in's second step, the set-up and removal of one's own TOTP,
 * and the portal's requirement of it for staff. The sign-in steps are open: a pending sign-in's token, which only the
 * first factor hands out, is what they check.
 */
export const mfaOperations = {
  loginMfa: operation({
    access: 'public',
    description: "Completes a sign-in that answered mfaRequired: the pending sign-in's token and a TOTP or recovery code give the session.",
    input: mfaSignInSchema,
    run: async ({ ctx, services, input }) => started(ctx, await services.mfaSignIn.signIn(input.mfaToken, input.code, { ip: ctx.ip })),
    graphql: { kind: 'mutation', returns: () => LoginPayload, args: { mfaToken: arg(() => String), code: arg(() => String) } },
    rest: { method: 'post', path: '/auth/login/mfa', idempotent: false, answer: ({ accessToken }) => ({ access_token: accessToken }) },
  }),

  signInTotpSetup: operation({
    access: 'public',
    description: 'Starts the set-up of an authenticator for a sign-in that answered mfaEnrolmentRequired.',
    input: pendingToken,
    run: async ({ services, input }) => services.mfa.setup(await services.mfaSignIn.subjectOf(input.mfaToken, null, false)),
    graphql: { kind: 'mutation', returns: () => TotpSetupType, args: { mfaToken: arg(() => String) } },
    rest: { method: 'post', path: '/auth/login/totp-setup', idempotent: false },
  }),

  signInTotpConfirm: operation({
    access: 'public',
    description: "Confirms the sign-in's new authenticator with its first code: answers the recovery codes and the session.",
    input: pendingToken.extend(codeOnly.shape),
    run: async ({ ctx, services, input }) => {
      const { recoveryCodes, session } = await services.mfaSignIn.confirmAndSignIn(input.mfaToken, input.code, { ip: ctx.ip });
      return { recoveryCodes, session: started(ctx, session) };
    },
    graphql: { kind: 'mutation', returns: () => TotpConfirmPayload, args: { mfaToken: arg(() => String), code: arg(() => String) } },
    rest: {
      method: 'post',
      path: '/auth/login/totp-confirm',
      idempotent: false,
      answer: ({ recoveryCodes, session }) => ({ recoveryCodes, access_token: session?.accessToken ?? null }),
    },
  }),

  mfaStatus: operation({
    access: 'auth.mfa',
    description: "Whether the caller's two-factor authentication is on, required, and how many recovery codes are left.",
    input: z.object({}),
    run: ({ services, actor }) => services.mfa.status(actor),
    graphql: { kind: 'query', returns: () => MfaStatusType, args: {} },
    rest: { method: 'get', path: '/auth/totp' },
  }),

  totpSetup: operation({
    access: 'auth.mfa',
    description: 'Starts the set-up of an authenticator app: a new secret and its QR code, on once confirmed with a code.',
    input: z.object({}),
    run: ({ services, actor }) => services.mfa.setup(actor),
    graphql: { kind: 'mutation', returns: () => TotpSetupType, args: {} },
    rest: { method: 'post', path: '/auth/totp/setup', idempotent: false },
  }),

  totpConfirm: operation({
    access: 'auth.mfa',
    description: 'Turns two-factor authentication on with the first code of the new authenticator; answers ten recovery codes, shown once.',
    input: codeOnly,
    run: async ({ services, actor, input }) => ({ recoveryCodes: await services.mfa.confirm(actor, input.code), session: null }),
    graphql: { kind: 'mutation', returns: () => TotpConfirmPayload, args: { code: arg(() => String) } },
    rest: { method: 'post', path: '/auth/totp/confirm', idempotent: false, answer: ({ recoveryCodes }) => ({ recoveryCodes }) },
  }),

  totpDisable: operation({
    access: 'auth.mfa',
    description: 'Turns two-factor authentication off with a code (and the password); refused while the portal requires it.',
    input: totpDisableSchema,
    run: ({ services, actor, input }) => services.mfa.disable(actor, input),
    graphql: {
      kind: 'mutation',
      returns: () => Boolean,
      args: { code: arg(() => String), password: arg(() => String, { nullable: true }) },
      answer: () => true,
    },
    rest: { method: 'post', path: '/auth/totp/disable', idempotent: false, answer: () => ({ success: true }) },
  }),

  mfaPolicy: operation({
    access: SETTINGS['security.requireMfaForInternal'].read,
    description: 'Whether every internal user must sign in with a second factor.',
    input: z.object({}),
    run: async ({ services }) => ({ requireForInternal: await services.mfa.requiredForInternal() }),
    graphql: { kind: 'query', returns: () => MfaPolicyType, args: {} },
    rest: { method: 'get', path: '/settings/mfa-policy' },
  }),

  setMfaPolicy: operation({
    access: SETTINGS['security.requireMfaForInternal'].write,
    description: 'Requires (or stops requiring) a second factor of every internal user; one without it sets it up at the next sign-in.',
    input: mfaPolicySchema,
    run: ({ services, actor, input }) => services.mfa.setPolicy(actor, input),
    graphql: { kind: 'mutation', returns: () => MfaPolicyType, args: { requireForInternal: arg(() => Boolean) } },
    rest: { method: 'put', path: '/settings/mfa-policy' },
  }),
};
