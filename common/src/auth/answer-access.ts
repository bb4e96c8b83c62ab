import { departmentOf, departments } from '../domain/categories.js';
import { hasPermission, PERMISSIONS, type Permission, type Role } from './roles.js';

/** Who reads the financial department's answers, files and the figures computed from them. */
export const FINANCIALS_READ = 'prequal.financials.read' as const satisfies Permission;

/** What the screens and the API say in place of the financial answers to a role without FINANCIALS_READ. */
export const NO_FINANCIAL_ACCESS = 'You do not have access to the financial information';

/** Whether the role may read the answers (and the files they name) of a form of `category`: its department's readPermission. */
export function mayReadAnswers(role: Role | null | undefined, category: string): boolean {
  const permission = departmentOf(category)?.readPermission;
  return !permission || hasPermission(role, permission);
}

/** The form categories whose answers the role may not read. */
export function hiddenCategories(role: Role | null | undefined): string[] {
  return departments()
    .filter((d) => d.readPermission && !hasPermission(role, d.readPermission))
    .flatMap((d) => d.categories.map((c) => c.key));
}

/**
 * Takes `role` out of `permission` in this process (the permission map is code: an operator removes a role for good
 * by deleting it from the permission's line in roles.ts). The tests use it to stand for a deployment without the
 * role; answers the undo.
 */
export function revokePermission(role: Role, permission: Permission): () => void {
  const map = PERMISSIONS as unknown as Record<Permission, readonly Role[]>;
  const before = map[permission];
  map[permission] = before.filter((r) => r !== role);
  return () => {
    map[permission] = before;
  };
}
