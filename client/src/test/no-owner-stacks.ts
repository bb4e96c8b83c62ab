import * as React from 'react';

/**
 * React's development build records an "owner stack" for each element it creates: `jsx()` and `createElement()`
 * capture an `Error` (ten frames) so that a later warning can say which component made the element. That capture was
 * the largest single cost of a screen's render here (react-jsx-runtime's `jsx` at the top of the self times of
 * form-builder-page.test.tsx, and more garbage to collect): about 7% of users-page.test.tsx's CPU. React stops
 * recording after 10,000 elements per render and gives later elements an "unknown owner" stack; this tells it that
 * the limit is always reached. Rendering, effects, act() and every warning are unchanged; a warning printed in a test
 * names its component as before but without the owner's call site.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) throw new Error('React no longer counts owner stacks: see no-owner-stacks.ts');
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 10_000, set() {} });
}
