import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import { publicLink } from '../../config.js';

export type OidcSettings = Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_REDIRECT_URL' | 'OIDC_LABEL' | 'PUBLIC_URL' | 'isProduction'>;

/** Whether single sign-on is configured (OIDC_ISSUER and OIDC_CLIENT_ID; config.ts refuses one without the other). */
export function oidcEnabled(c: OidcSettings): c is OidcSettings & { OIDC_ISSUER: string; OIDC_CLIENT_ID: string } {
  return Boolean(c.OIDC_ISSUER && c.OIDC_CLIENT_ID);
}

/** Where the provider sends the browser back to. */
export function oidcRedirectUrl(c: OidcSettings): string {
  return c.OIDC_REDIRECT_URL ?? publicLink(c, '/api/v1/auth/oidc/callback');
}

/**
 * The provider's metadata and keys, discovered once per process and issuer (a failed discovery is tried again on the
 * next sign-in). A confidential client authenticates with its secret in the body (client_secret_post, which Entra ID
 * accepts), a public one with none: PKCE protects the code either way. Plain http only outside production (a provider
 * on the laptop, the tests' in-process one).
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

export function oidcConfiguration(c: OidcSettings & { OIDC_ISSUER: string; OIDC_CLIENT_ID: string }): Promise<oidc.Configuration> {
  const key = `${c.OIDC_ISSUER}\n${c.OIDC_CLIENT_ID}\n${c.OIDC_CLIENT_SECRET ?? ''}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = !c.isProduction && c.OIDC_ISSUER.startsWith('http:');
    found = oidc.discovery(
      new URL(c.OIDC_ISSUER),
      c.OIDC_CLIENT_ID,
      undefined,
      c.OIDC_CLIENT_SECRET ? oidc.ClientSecretPost(c.OIDC_CLIENT_SECRET) : oidc.None(),
      insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}
