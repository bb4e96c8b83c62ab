import { useSyncExternalStore } from 'react';
import { closeAlert, getAlert, subscribeAlert } from '../api/alert-store';
import { AlertModal } from './alert-modal';

/** The one Alert modal of the app, opened by showAlert() from anywhere (the Apollo error link included). */
export function GlobalAlertModal() {
  const alert = useSyncExternalStore(subscribeAlert, getAlert);
  return <AlertModal open={alert !== null} title={alert?.title ?? 'Alert'} message={alert?.message ?? ''} onClose={closeAlert} />;
}
