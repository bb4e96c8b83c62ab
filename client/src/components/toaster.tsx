import { lazy, Suspense, useEffect, useState } from 'react';
import { withScreenRecipes } from '../theme/load-screen-recipes';
import { toaster } from './toaster-store';

export { toaster };

// Chakra's toast machinery loads with the first toast, not with the sign-in page; the group picks up the
// toasts created before it mounted.
const ToasterView = lazy(withScreenRecipes(() => import('./toaster-view')));

export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (wanted) return undefined;
    const unsubscribe = toaster.subscribe(() => setWanted(true));
    // A toast created between the first render and this effect.
    if (toaster.getCount() > 0) setWanted(true);
    return unsubscribe;
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
