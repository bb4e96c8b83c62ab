/**
 * The global Alert modal's state. It lives outside React so the Apollo error link,
 * which runs outside any component, can open it.
 */
export interface AlertState {
  title: string;
  message: string;
}

let current: AlertState | null = null;
const listeners = new Set<() => void>();

function set(next: AlertState | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function showAlert(message: string, title = 'Alert'): void {
  set({ title, message });
}

export function closeAlert(): void {
  set(null);
}

export function getAlert(): AlertState | null {
  return current;
}

export function subscribeAlert(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
