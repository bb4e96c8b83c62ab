import type { EntityManager } from '@mikro-orm/postgresql';
import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { LOGIN_THROTTLE_STATE_SQL, LoginThrottleService, type AuthService, type SignInAnswer, type ThrottleState } from '../auth/index.js';
import type { MfaService, MfaSubject } from './mfa.service.js';
import { User } from '../users/index.js';

/**
 * The second step of a sign-in: a pending sign-in's token (auth/pending-sign-in.ts) and a code give the session.
 * Wrong codes are throttled as wrong passwords are (per client and account, login-throttle.service.ts), on keys
 * of their own so the second step cannot be used to count password failures away, or the other way round.
 */
export class MfaSignInService {
  private readonly throttle: LoginThrottleService;
  constructor(
    private readonly em: EntityManager,
    config: Config,
    private readonly auth: AuthService,
    private readonly mfa: MfaService,
  ) {
    this.throttle = new LoginThrottleService(em, config);
  }

  async signIn(mfaToken: string, code: string, client: { ip: string }): Promise<SignInAnswer> {
    const pending = await this.auth.pendingSignIn(mfaToken, ['mfa'], false);
    const keys = LoginThrottleService.keys(client.ip, `mfa:${pending.userId}`);
    const [row] = await this.em
      .getConnection()
      .execute<{ throttle: ThrottleState[] }[]>(`select ${LOGIN_THROTTLE_STATE_SQL} as throttle`, LoginThrottleService.stateParams(keys));
    await this.throttle.hold(keys, row?.throttle ?? []);
    const spent = await this.mfa.spendCode(pending.userId, code);
    if (!spent) {
      await this.throttle.recordFailure(keys);
      throw AppError.badInput(MFA_MESSAGES.codeInvalid, { code: MFA_MESSAGES.codeInvalid });
    }
    // The step completes once: the same pending token with a later code is refused.
    await this.auth.pendingSignIn(mfaToken, ['mfa'], true);
    await this.em.getConnection().execute('delete from login_throttle where key = ?', [keys.clientAccount]);
    if (spent === 'recovery') {
      const user = await this.em.findOneOrFail(User, { id: pending.userId });
      audit(this.em, { userId: user.id, name: user.name }, { entityType: 'User', entityId: user.id, action: 'MFA_RECOVERY_CODE_USED' });
      await this.em.flush();
    }
    return this.auth.startSession(pending.userId, client, { method: pending.method, secondFactor: spent });
  }

  /**
   * The policy's set-up at sign-in: the first code confirms the authenticator, and (once) the pending sign-in
   * becomes the session. Answers the recovery codes beside it.
   */
  async confirmAndSignIn(mfaToken: string, code: string, client: { ip: string }): Promise<{ recoveryCodes: string[]; session: SignInAnswer }> {
    const pending = await this.auth.pendingSignIn(mfaToken, ['enrol'], false);
    const user = await this.em.findOneOrFail(User, { id: pending.userId });
    const recoveryCodes = await this.mfa.confirm({ userId: user.id, name: user.name }, code);
    await this.auth.pendingSignIn(mfaToken, ['enrol'], true);
    const session = await this.auth.startSession(user.id, client, { method: pending.method, secondFactor: 'totp', enrolled: true });
    return { recoveryCodes, session };
  }

  /** Whose set-up a call is: the signed-in caller, or the user of a pending sign-in that the policy sent to set one up. */
  async subjectOf(mfaToken: string | null | undefined, signedIn: MfaSubject | null, consume: boolean): Promise<MfaSubject> {
    if (!mfaToken) {
      if (!signedIn) throw AppError.unauthenticated();
      return signedIn;
    }
    const pending = await this.auth.pendingSignIn(mfaToken, ['enrol'], consume);
    const user = await this.em.findOneOrFail(User, { id: pending.userId });
    return { userId: user.id, name: user.name };
  }
}
