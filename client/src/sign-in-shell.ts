/*
 * index.html draws the sign-in page's entry choices as static HTML before any script loads (its comment says
 * when). These two helpers are the React side: which of its buttons was pressed before React drew the page,
 * and removing it once React's own screen is in the document.
 */

/** What a button of the static sign-in page asked for, pressed before React drew the page. */
export type ShellAction = 'begin' | 'login' | 'register';

const ACTIONS: readonly string[] = ['begin', 'login', 'register'] satisfies ShellAction[];

/** The button pressed on the static page while it was shown, if any (kept until the page is removed). */
export function pressedShellAction(): ShellAction | null {
  if (typeof document === 'undefined' || !document.documentElement.hasAttribute('data-shell')) return null;
  const action = document.documentElement.getAttribute('data-shell-action');
  return action && ACTIONS.includes(action) ? (action as ShellAction) : null;
}

/** Removes the static page (called in a layout effect: the swap happens before the next paint). */
export function dismissSignInShell(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('sign-in-shell')?.remove();
  document.documentElement.removeAttribute('data-shell');
  document.documentElement.removeAttribute('data-shell-action');
}
