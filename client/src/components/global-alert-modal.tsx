import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { closeAlert, getAlert, subscribeAlert } from '../api/alert-store';
import { withScreenRecipes } from '../theme/load-screen-recipes';

// Chakra's dialog machinery loads with the first alert, not with the sign-in page.
const AlertModal = lazy(withScreenRecipes(async () => ({ default: (await import('./alert-modal')).AlertModal })));

/** The one Alert modal of the app, opened by showAlert() from anywhere (the Apollo error link included). */
export function GlobalAlertModal() {
  // The same read for a server render (the build's render of the first screens: app/first-screen-styles.tsx).
  const alert = useSyncExternalStore(subscribeAlert, getAlert, getAlert);
  const [wanted, setWanted] = useState(false);
  // Once loaded it stays mounted, so closing animates as before.
  if (alert && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AlertModal open={alert !== null} title={alert?.title ?? 'Alert'} message={alert?.message ?? ''} onClose={closeAlert} />
    </Suspense>
  );
}
