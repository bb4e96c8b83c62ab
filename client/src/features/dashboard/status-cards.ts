import type { DashboardCounts } from './api/get-dashboard';

/** One status card: how many companies wait at a stage, and the /admin/prequalification tab that lists them. */
export interface StatusCard {
  id: string;
  label: string;
  count: number;
  /** What the count counts, after the number ("12 pending"). */
  unit: string;
  /** The tab number passed as navigation state `{ tab }` (see admin-prequal's prequal-tabs.ts). */
  tab: number;
}

/** The page the cards open; it reads the tab from navigation state. */
export const PREQUAL_PAGE_PATH = '/admin/prequalification';

/** The cards of the specification's dashboard, in its order, with their tab numbers. */
export function statusCards(counts: DashboardCounts): StatusCard[] {
  return [
    { id: 'registration', label: 'Registration', count: counts.registration.pending, unit: 'pending', tab: 1 },
    { id: 'account-creation', label: 'Account Creation', count: counts.accountCreation.pending, unit: 'pending', tab: 2 },
    { id: 'in-progress', label: 'In Progress', count: counts.inProgress.pending, unit: 'pending', tab: 3 },
    { id: 'admin-review', label: 'Admin Review', count: counts.adminReview.pending, unit: 'pending', tab: 4 },
    // A card per department of the category registry, as the server lists them; a department counts all its
    // categories (Safety Lite is the smaller companies' safety form: one department reviews both).
    ...counts.departments.map((d) => ({
      id: d.key.toLowerCase(),
      label: d.label,
      count: d.pending,
      unit: ['pending', ...d.categories.slice(1).map((c) => `${c.label} included`)].join(', '),
      tab: 5,
    })),
    { id: 'final-review', label: 'Final Review', count: counts.finalReview.pending, unit: 'pending', tab: 6 },
    { id: 'completed', label: 'Completed', count: counts.completed, unit: 'approved', tab: 7 },
    { id: 'renewal', label: 'Renewal', count: counts.renewal, unit: 'pending', tab: 8 },
  ];
}

/** The Upcoming 11th-month mark card opens the Renewal tab too. */
export const UPCOMING_TAB = 8;
