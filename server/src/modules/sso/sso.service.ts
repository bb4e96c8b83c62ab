import type { EntityManager } from '@mikro-orm/postgresql';
import { isInternalRole } from '@portal/common/auth/roles';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { publicLink } from '../../config.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { LOGIN_THROTTLE_STATE_SQL, LoginThrottleService, type AuthService, type ThrottleState } from '../auth/index.js';
import { OidcFlowCookie } from './oidc-flow-cookie.js';
import { oidcConfiguration, oidcEnabled, oidcRedirectUrl } from './oidc-provider-config.js';

/** Where the callback sends the browser: the sign-in page, with the hand-over token or the refusal in the fragment (never sent to a server). */
export type SsoOutcome = { ssoToken: string } | { error: 'refused' | 'unavailable' };

/**
 * Staff single sign-on over OpenID Connect: the authorization code flow with PKCE, state and nonce. The provider's
 * verified e-mail picks an existing, active internal user (never a company's user, who keeps the password; nobody is
 * created). The callback hands over a short-lived token (auth/pending-sign-in.ts, 'sso') that the sign-in page
 * exchanges for the session (ssoLogin), so the session starts through the same answer as the password's.
 */
export class SsoService {
  private readonly flows: OidcFlowCookie;
  private readonly throttle: LoginThrottleService;
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly auth: AuthService,
    private readonly logger: Logger,
  ) {
    this.flows = new OidcFlowCookie(config.JWT_SECRET, config.JWT_ISSUER, config.JWT_AUDIENCE);
    this.throttle = new LoginThrottleService(em, config);
  }

  private settings() {
    const c = this.config;
    if (!oidcEnabled(c)) throw new AppError('NOT_FOUND', 'Single sign-on is not configured.');
    return c;
  }

  /** The provider's authorization URL, and the flow's cookie for the callback. */
  async start(): Promise<{ url: string; flowCookie: string }> {
    const c = this.settings();
    const config = await oidcConfiguration(c);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: oidcRedirectUrl(c),
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, flowCookie: await this.flows.seal({ state, nonce, verifier }) };
  }

  /** The callback: the code exchanged and the ID token checked against this browser's flow, then the user matched. */
  async complete(query: string, flowCookie: string | null, client: { ip: string }): Promise<SsoOutcome> {
    const c = this.settings();
    const keys = LoginThrottleService.keys(client.ip, 'oidc');
    const [row] = await this.em
      .getConnection()
      .execute<{ throttle: ThrottleState[] }[]>(`select ${LOGIN_THROTTLE_STATE_SQL} as throttle`, LoginThrottleService.stateParams(keys));
    await this.throttle.hold(keys, row?.throttle ?? []);

    const refuse = async (reason: string, email?: string, userId?: string): Promise<SsoOutcome> => {
      await this.throttle.recordFailure(keys);
      audit(
        this.em,
        null,
        { entityType: 'User', entityId: userId ?? null, action: 'SSO_SIGN_IN_REFUSED', changes: { reason, ...(email ? { email } : {}) } },
        email ?? 'single sign-on',
      );
      await this.em.flush();
      return { error: 'refused' };
    };

    const flow = await this.flows.open(flowCookie);
    if (!flow) return refuse('no valid sign-in under way in this browser (state)');
    const spent = await this.em
      .getConnection()
      .execute<unknown[]>('insert into revoked_token (jti, expires_at) values (?, ?) on conflict do nothing returning jti', [flow.id, flow.expiresAt]);
    if (spent.length === 0) return refuse('this sign-in was already completed (replay)');

    let config: oidc.Configuration;
    try {
      config = await oidcConfiguration(c);
    } catch (e) {
      this.logger.warn({ err: e }, 'OpenID provider discovery failed');
      return { error: 'unavailable' };
    }
    let claims: oidc.IDToken | undefined;
    try {
      const callbackUrl = new URL(oidcRedirectUrl(c));
      callbackUrl.search = query;
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // A provider that keeps the profile's claims out of the ID token (as OpenID Connect's core allows) answers them
      // at its userinfo endpoint, for the ID token's subject.
      if (claims && typeof claims.email !== 'string') {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        claims = { ...claims, email: info.email, email_verified: info.email_verified };
      }
    } catch (e) {
      this.logger.info({ err: e }, 'OpenID sign-in refused at the code exchange');
      const code = (e as { error?: unknown }).error;
      return refuse(`the provider's answer did not check out: ${e instanceof Error ? e.message : 'unknown'}${typeof code === 'string' ? ` (${code})` : ''}`);
    }
    const email = typeof claims?.email === 'string' ? claims.email.trim() : '';
    if (!email) return refuse('the ID token holds no e-mail');
    // Entra ID marks a verified domain's address with xms_edov (an optional claim) rather than email_verified.
    if (claims?.email_verified !== true && claims?.xms_edov !== true) return refuse('the e-mail is not verified by the provider', email);

    const [user] = await this.em
      .getConnection()
      .execute<{ id: string; role: string; is_active: boolean; registration_status: string; session_version: number }[]>(
        'select id, role, is_active, registration_status, session_version from app_user where lower(email) = lower(?)',
        [email],
      );
    if (!user) return refuse('no user has this e-mail', email);
    if (!isInternalRole(user.role)) return refuse("a company's user signs in with a password", email, user.id);
    if (!user.is_active || user.registration_status !== 'APPROVED') return refuse('the user is inactive', email, user.id);

    await this.em.getConnection().execute('delete from login_throttle where key = ?', [keys.clientAccount]);
    return { ssoToken: await this.auth.pending.sign({ userId: user.id, purpose: 'sso', method: 'oidc', sv: user.session_version }) };
  }

  /** The sign-in page's address for an outcome. */
  landing(outcome: SsoOutcome): string {
    return publicLink(this.config, `/prequalification#${'ssoToken' in outcome ? `sso=${outcome.ssoToken}` : `sso_error=${outcome.error}`}`);
  }
}
