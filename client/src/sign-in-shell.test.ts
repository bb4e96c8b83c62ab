import { afterEach, describe, expect, it } from 'vitest';
import { dismissSignInShell, pressedShellAction } from './sign-in-shell';

/** index.html's static sign-in page, as its inline script leaves it after a press. */
function staticPage(pressed?: string): void {
  const shell = document.createElement('div');
  shell.id = 'sign-in-shell';
  document.body.append(shell);
  document.documentElement.setAttribute('data-shell', 'prequalification');
  if (pressed) document.documentElement.setAttribute('data-shell-action', pressed);
}

afterEach(() => {
  dismissSignInShell();
  pressedShellAction();
});

describe('a button pressed on the static sign-in page', () => {
  it('opens its screen in the Home that mounts after the layout removed the page (Home was still loading)', () => {
    staticPage('begin');
    dismissSignInShell();
    expect(document.getElementById('sign-in-shell')).toBeNull();
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    expect(pressedShellAction()).toBe('begin');
    // Read once: a later Home starts from its own first screen.
    expect(pressedShellAction()).toBeNull();
  });

  it('is read while the page is still shown, once', () => {
    staticPage('login');
    expect(pressedShellAction()).toBe('login');
    dismissSignInShell();
    expect(pressedShellAction()).toBeNull();
  });

  it('is nothing when no button was pressed, or an unknown action was recorded', () => {
    staticPage();
    dismissSignInShell();
    expect(pressedShellAction()).toBeNull();
    staticPage('delete-everything');
    dismissSignInShell();
    expect(pressedShellAction()).toBeNull();
  });
});
