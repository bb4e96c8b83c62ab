/*
 * index.html draws the sign-in page's entry choices as static HTML before any script loads (its comment says
 * when). These two helpers are the React side: which of its buttons was pressed before React drew the page,
 * and removing it once React's own screen is in the document.
 */

/** What a button of the static sign-in page asked for, pressed before React drew the page. */
export type ShellAction = 'begin' | 'login' | 'register';

const ACTIONS: readonly string[] = ['begin', 'login', 'register'] satisfies ShellAction[];

/**
 * A press the static page recorded, kept when the page is removed: the public layout may commit (and remove the page)
 * while Home's screens are still loading behind its Suspense boundary, and Home reads the press only when it mounts.
 */
let keptPress: string | null = null;

function validAction(action: string | null): ShellAction | null {
  return action && ACTIONS.includes(action) ? (action as ShellAction) : null;
}

/** The button pressed on the static page while it was shown, if any: read once, by the first Home that mounts. */
export function pressedShellAction(): ShellAction | null {
  if (typeof document === 'undefined') return null;
  const onPage = document.documentElement.hasAttribute('data-shell') ? document.documentElement.getAttribute('data-shell-action') : null;
  const action = validAction(onPage ?? keptPress);
  keptPress = null;
  if (onPage) document.documentElement.removeAttribute('data-shell-action');
  return action;
}

/** Removes the static page (called in a layout effect: the swap happens before the next paint), keeping its press. */
export function dismissSignInShell(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.hasAttribute('data-shell')) keptPress = validAction(root.getAttribute('data-shell-action')) ?? keptPress;
  document.getElementById('sign-in-shell')?.remove();
  root.removeAttribute('data-shell');
  root.removeAttribute('data-shell-action');
}
