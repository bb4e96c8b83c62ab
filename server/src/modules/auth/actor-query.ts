import { PreparedStatement } from '../../db/prepared-statement.js';

/**
 * The one statement behind every signed-in request: the token's user as the actor needs it, and whether
 * the token was revoked (logout). Parameters: the token's jti, then the user id.
 */
export const ACTOR_SQL = `select u.id, u.name, u.email, u.role, u.vendor_id, u.session_version, u.is_active, u.registration_status,
  exists (select 1 from revoked_token r where r.jti = ?) as revoked
  from app_user u where u.id = ?`;

export interface ActorRow {
  id: string;
  name: string;
  email: string;
  role: string;
  vendor_id: string | null;
  session_version: number;
  is_active: boolean;
  registration_status: string;
  revoked: boolean;
}

/** ACTOR_SQL planned once per connection (db/prepared-statement.ts): it runs before every signed-in request. */
export const actorQuery = new PreparedStatement<ActorRow>('actor', ACTOR_SQL);
