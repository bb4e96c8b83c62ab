import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first: navigation inside the portal is held (the caller shows a
 * confirmation and calls proceed or reset), and closing or reloading the tab gets the browser's prompt.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
