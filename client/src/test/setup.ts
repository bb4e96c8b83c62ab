import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { closeAlert } from '../api/alert-store';
import { clearSession } from '../api/session';
import { toaster } from '../components/toaster';
// Screens rendered on their own (not through a lazy route) draw with every screen's recipes in the system.
import '../theme/screen-recipes';
import { installCheapRetryErrors } from './cheap-retry-errors';
import { installFastComputedStyle } from './fast-computed-style';
import { installFastHidden } from './fast-hidden';
import { installFastIdQuery } from './fast-id-query';
import { installFastLabels } from './fast-labels';
import { skipOwnerStacks } from './no-owner-stacks';
import { server } from './msw-server';
import { stopRenderedApps } from './render-app';

// Lazy routes load on first visit; give screens more than the default second to appear. npm test runs this layer
// beside the browser specs at a lower priority, where a file's first screen took just over 4 s on a 2-core machine,
// and over 10 s on a fresh clone whose machine also ran other work (a file's first screen loads its route's modules);
// a wait that finds its element returns at once, so only a failing wait is longer.
configure({ asyncUtilTimeout: 20000 });

// jsdom lacks these browser APIs that Chakra (Ark/Zag) and the sidebar use.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();
Element.prototype.scrollTo ??= vi.fn() as unknown as typeof Element.prototype.scrollTo;

// Label lookups (getByLabelText, accessible names) worked out once per change of the page instead of jsdom's
// labels x elements for every control (fast-labels.ts): half of a form test's time.
installFastLabels(window);

// Testing Library's lookups of `aria-labelledby` targets (`querySelector('[id="…"]')`) from jsdom's index of ids
// instead of a walk of the page each (fast-id-query.ts): a tenth of a form test's CPU.
installFastIdQuery(window);

// Computed styles (is it hidden? pointer-events?) from the rules an element can match instead of every rule of every
// style sheet, and kept until the page changes (fast-computed-style.ts): a fifth of a screen test's CPU.
installFastComputedStyle(window);

// Is it hidden? (every role query, every accessible name) from `display` and `visibility` alone instead of a whole
// computed style each (fast-hidden.ts).
installFastHidden();

// React's development build no longer captures a stack for every element it creates (no-owner-stacks.ts).
skipOwnerStacks();

// A wait's failed attempts no longer print the page into an error that is thrown away (cheap-retry-errors.ts).
installCheapRetryErrors();

// jsdom never fires animationend, so Zag's presence would keep closed dialogs and menus mounted
// forever; without animations they unmount at once, as they do for users who prefer reduced motion.
// Once per window: a worker that keeps its window across files (isolate: false) would add a copy per file, each a
// rule every computed style tests (its selector names no class, id or tag: fast-computed-style.ts).
if (!document.head.querySelector('style[data-no-animations]')) {
  const noAnimations = document.createElement('style');
  noAnimations.dataset.noAnimations = '';
  noAnimations.textContent = '*, *::before, *::after { animation-name: none !important; animation-duration: 0s !important; }';
  document.head.appendChild(noAnimations);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  stopRenderedApps();
  server.resetHandlers();
  // Through the session module, so what it tells on a sign-out (profile-picture's cache) forgets this test's user.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  closeAlert();
  toaster.remove();
});
afterAll(() => server.close());
