/** Where the Dynamics client gets its bearer tokens; `invalidate` drops one the Web API refused. */
export interface AccessTokenSource {
  token(): Promise<string>;
  invalidate(token: string): void;
}

export interface ClientCredentialsOptions {
  /** The Microsoft identity platform, e.g. https://login.microsoftonline.com. */
  authorityUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The resource's default scope, e.g. https://contoso.crm.dynamics.com/.default. */
  scope: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** A token is renewed this long before it expires, so one never expires between being read and being used. */
  renewBeforeMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The token endpoint could not be reached or refused; the CRM client turns it into CRM_UNAVAILABLE. */
export class TokenRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TokenRequestError';
  }
}

/**
 * OAuth 2.0 client credentials against the Microsoft identity platform v2 token endpoint
 * (POST {authority}/{tenant}/oauth2/v2.0/token, form-encoded). The token is kept until shortly before it expires;
 * callers asking while a request is under way share it, so a burst of CRM calls asks for one token.
 */
export function createClientCredentialsTokenSource(opts: ClientCredentialsOptions): AccessTokenSource {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const renewBeforeMs = opts.renewBeforeMs ?? 60_000;
  const endpoint = `${opts.authorityUrl.replace(/\/+$/, '')}/${encodeURIComponent(opts.tenantId)}/oauth2/v2.0/token`;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request(): Promise<string> {
    const asked = now();
    let res: Response;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: opts.clientId,
          client_secret: opts.clientSecret,
          scope: opts.scope,
        }).toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new TokenRequestError(`POST ${endpoint} failed`, null, { cause: err });
    }
    const text = await res.text();
    if (!res.ok) {
      // The identity platform's error body names the reason (e.g. AADSTS7000215 invalid client secret); never the secret.
      throw new TokenRequestError(`POST ${endpoint} answered ${res.status}: ${text.slice(0, 500)}`, res.status);
    }
    let body: { access_token?: unknown; expires_in?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch (err) {
      throw new TokenRequestError(`POST ${endpoint} answered something other than JSON`, res.status, { cause: err });
    }
    // expires_in is a number of seconds (the v1 endpoint sent it as text; accept both).
    const expiresIn = Number(body.expires_in);
    if (typeof body.access_token !== 'string' || body.access_token === '' || !Number.isFinite(expiresIn)) {
      throw new TokenRequestError(`POST ${endpoint} answered without access_token and expires_in`, res.status);
    }
    // Counted from when it was asked for, so the time the answer took is not counted as validity; a token shorter-lived
    // than the margin is still used for half its life rather than fetched anew on every call.
    const lifeMs = expiresIn * 1000;
    cached = { token: body.access_token, renewAt: asked + Math.max(lifeMs - renewBeforeMs, lifeMs / 2) };
    return body.access_token;
  }

  return {
    token() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= request().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      // Only the refused token: one fetched meanwhile by another caller stays.
      if (cached?.token === token) cached = null;
    },
  };
}
