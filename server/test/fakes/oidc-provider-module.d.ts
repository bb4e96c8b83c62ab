/** The little of oidc-provider 9 (which ships no types) that the tests' in-process OpenID provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface OidcContext {
    oidc: { client: { clientId: string }; session: { accountId: string }; provider: Provider };
  }
  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    pkce?: { required: () => boolean; methods: string[] };
    claims?: Record<string, string[]>;
    scopes?: string[];
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount(ctx: unknown, sub: string): Promise<{ accountId: string; claims(): Promise<Record<string, unknown>> } | undefined>;
    loadExistingGrant?(ctx: OidcContext): Promise<GrantInstance | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: new (init: { clientId: string; accountId: string }) => GrantInstance;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
