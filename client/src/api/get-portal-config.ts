import { useEffect, useState } from 'react';

/** About Us and Contact Us targets of the deployment (public). */
export interface PortalConfig {
  aboutUrl: string;
  supportEmail: string;
  /** The staff single sign-on button's words; null when single sign-on is off. */
  ssoLabel?: string | null;
}

const PORTAL_CONFIG_QUERY = 'query PortalConfig { portalConfig { aboutUrl supportEmail ssoLabel } }';

/**
 * Asked with a plain fetch, not through Apollo: the sign-in page's header shows these links, and Apollo (with every
 * GraphQL document) is not part of that page. The answer is public and tiny; each mount asks once.
 */
async function fetchPortalConfig(signal: AbortSignal): Promise<PortalConfig | undefined> {
  const res = await fetch(new URL('/graphql', window.location.href).href, {
    method: 'POST',
    // Apollo Server's CSRF prevention accepts requests carrying this header.
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName: 'PortalConfig', query: PORTAL_CONFIG_QUERY }),
    credentials: 'include',
    signal,
  });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { data?: { portalConfig?: PortalConfig } | null };
  return body.data?.portalConfig ?? undefined;
}

/** About Us and Contact Us targets; undefined until loaded (the links are then left out). */
export function usePortalConfig(): PortalConfig | undefined {
  const [config, setConfig] = useState<PortalConfig>();
  useEffect(() => {
    const controller = new AbortController();
    fetchPortalConfig(controller.signal).then(
      (loaded) => setConfig(loaded),
      // Decoration only: a failure leaves the links out and must not interrupt the page.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return config;
}
