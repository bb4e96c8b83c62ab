import { beforeAll } from 'vitest';

/**
 * Screens, Apollo and the sign-in page's sub-screens are lazy chunks. Under vitest a chunk's first import is
 * compiled on the spot, which on a loaded machine can outlast a findBy's wait; compiled once before the file's
 * tests, each test waits for its screen to render, not for the compiler. The app still loads them lazily.
 */
export function preloadScreens(...imports: (() => Promise<unknown>)[]): void {
  beforeAll(async () => {
    await Promise.all(imports.map((load) => load()));
  }, 120_000);
}

/** The screens a sign-in lands on (a vendor's overview, the staff dashboard), for tests that sign in. */
export const roleHomeScreens = [
  () => import('../app/layouts/vendor-layout'),
  () => import('../app/layouts/admin-layout'),
  () => import('../features/vendor-home/components/vendor-overview'),
  () => import('../features/dashboard/components/dashboard-page'),
];
