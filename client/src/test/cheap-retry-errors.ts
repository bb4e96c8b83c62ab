import { configure, getConfig } from '@testing-library/react';

/**
 * A failed getBy* inside a wait (findBy*, waitFor) builds its error without printing the document. Testing Library's
 * default `getElementError` pretty-prints the whole page into every error it makes, and a wait calls the query again
 * on every change of the page and every 50 ms until it passes: each attempt that failed printed the page and threw
 * the text away (10% of users-page.test.tsx's busy CPU in a profile on a loaded machine, where waits retry longest).
 * Testing Library marks those attempts itself (`_disableExpensiveErrorDiagnostics`, which already leaves out its list
 * of roles there); the error a wait ends with, when it runs out of time, is made again outside that mark with the page
 * printed, and a getBy* outside a wait fails with the page as before. What a query finds, and when a wait passes, is
 * unchanged.
 */
export function installCheapRetryErrors(): void {
  // setup.ts runs again for each file of a worker that keeps its modules (and Testing Library's configuration).
  if (getConfig().getElementError === cheapWhileWaiting) return;
  full = getConfig().getElementError;
  configure({ getElementError: cheapWhileWaiting });
}

let full = getConfig().getElementError;

function cheapWhileWaiting(message: string | null, container: Element): Error {
  if (!(getConfig() as ReturnType<typeof getConfig> & { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
    return full(message, container);
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  return error;
}
