/**
 * The nine tabs of /admin/prequalification in the specification's order. `number` is the tab
 * number that links (the dashboard's status cards) pass as navigation state `{ tab }`. It counts
 * from 0, as the specification's dashboard does: Registration opens tab 1 (waiting on approval),
 * Account Creation 2, In Progress 3, ... Completed 7, Renewal 8.
 */
export const PREQUAL_TABS = [
  { number: 0, value: 'registration-in-progress', label: 'Registration in progress' },
  { number: 1, value: 'registrations-waiting', label: 'Registrations Waiting on Approval' },
  { number: 2, value: 'account-creation', label: 'Account Creation' },
  { number: 3, value: 'in-progress', label: 'In Progress' },
  { number: 4, value: 'admin-review', label: 'Admin Review' },
  { number: 5, value: 'department-review', label: 'Department Review' },
  { number: 6, value: 'final-review', label: 'Final Review' },
  { number: 7, value: 'completed', label: 'Completed' },
  { number: 8, value: 'renewal', label: 'Renewal' },
] as const;

export type PrequalTabNumber = (typeof PREQUAL_TABS)[number]['number'];

/** Navigation state of the page: the active tab survives reloads and back/forward. */
export interface PrequalPageState {
  tab?: number;
  /** Set by the page's own tab changes, whose landing must not move the tabs (a later change may be ahead of it). */
  fromTabs?: boolean;
}

export function tabFromState(state: unknown): PrequalTabNumber {
  const tab = Number((state as PrequalPageState | null)?.tab);
  return (PREQUAL_TABS.find((t) => t.number === tab)?.number ?? 0) as PrequalTabNumber;
}
