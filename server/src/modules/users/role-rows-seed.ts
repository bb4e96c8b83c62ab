import type { EntityManager } from '@mikro-orm/postgresql';
import { ROLE_LABELS, ROLES, roleKind } from '@portal/common/auth/roles';

/** The rows the `role` table must hold: common/src/auth/roles.ts's roles, each with its label and kind. */
export const roleRows = () => ROLES.map((key) => ({ key, label: ROLE_LABELS[key], kind: roleKind(key) }));

/**
 * The users module's reference seed, run after the migrations at every start (db/orm.ts migrate): writes the role
 * list of common into the `role` table that app_user.role references, so a role added to roles.ts needs no
 * migration, and a label or kind changed there reaches the database (a kind through the foreign key's cascade to
 * its users' flag, and from there to the counters). A role taken out of roles.ts keeps its row: users may still hold
 * it, and moving them is a migration's decision. Rows already right are not touched, so a start writes nothing.
 */
export async function writeRoleRows(em: EntityManager): Promise<void> {
  await em.getConnection().execute(
    `insert into "role" ("key", "label", "kind")
     select r."key", r."label", r."kind" from jsonb_to_recordset(?::jsonb) as r("key" text, "label" text, "kind" text)
     on conflict ("key") do update set "label" = excluded."label", "kind" = excluded."kind"
     where ("role"."label", "role"."kind") is distinct from (excluded."label", excluded."kind")`,
    [JSON.stringify(roleRows())],
  );
}
