/**
 * The secrets that continue anonymous drafts, kept for the browser session only (sessionStorage): the
 * one the first "Save as a draft" answered, or the one a "continue your registration" link carried.
 * Never in localStorage, cookies or the address bar, so closing the browser forgets them.
 */
const PREFIX = 'portal.draftToken.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the draft is continued from its e-mailed link instead.
    return null;
  }
}

export function rememberDraftSecret(vendorId: string, token: string): void {
  storage()?.setItem(PREFIX + vendorId, token);
}

export function draftSecretOf(vendorId: string | null | undefined): string | null {
  return vendorId ? (storage()?.getItem(PREFIX + vendorId) ?? null) : null;
}

export function forgetDraftSecret(vendorId: string | null | undefined): void {
  if (vendorId) storage()?.removeItem(PREFIX + vendorId);
}

/** The draft and secret of a continuation link's fragment (`#draft=<vendorId>&token=<secret>`), if it is one. */
export function draftLinkOf(hash: string): { vendorId: string; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const vendorId = params.get('draft');
  const token = params.get('token');
  return vendorId && token ? { vendorId, token } : null;
}
