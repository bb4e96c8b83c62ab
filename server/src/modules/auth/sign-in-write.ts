import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { HeldTransaction } from '../../db/held-transaction.js';
import type { LoginKeys } from './login-throttle.service.js';
import { signInAsyncCommit, signInHeldWrite, signInLock, signInWrite, type SignInRow } from './sign-in-queries.js';

/** The user id a decoy write names (an unknown e-mail's attempt): no row has it, so its update changes nothing. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Sign-in transactions held at once in this process (see heldWrite). */
let held = 0;

/** A successful sign-in's write, begun while argon2 checks the password: kept once it proved right, else dropped. */
export interface SignInWrite {
  /** Settles when the write is in place (the held transaction's batch answered); rejects when it could not be. */
  readonly opened: Promise<void>;
  /** Commits it (the LOGIN row, the last login, the throttle clear), or writes it now when it was not held. */
  keep(): Promise<void>;
  /** Rolls it back (nothing was written), or nothing when it was not held. */
  drop(): Promise<void>;
}

/**
 * Sign-in's write (SIGN_IN_WRITE_SQL: this client's throttle row cleared, the last login, the LOGIN audit row) sent
 * at once in a transaction held until the password check ends (HeldTransaction: one round trip now, one for the
 * commit or rollback), so only the commit is left after the hash. Every attempt sends it, an unknown e-mail's for
 * no user, so the shape of the work is the same whether or not the address is registered.
 *
 * A held transaction keeps a pooled connection for the hash's length (about 15 ms, more while hashes queue for
 * argon2's threads). At most half the pool (DB_POOL_MAX) is held so at once: the other requests keep the rest. An
 * attempt beyond that writes after the check as before (one statement with its commit, only when it succeeds);
 * which way an attempt goes depends on the load, never on the account.
 */
export function heldWrite(em: EntityManager, poolMax: number, keys: LoginKeys, row: SignInRow, now: Date): SignInWrite {
  const userId = row.userId ?? NO_USER;
  const values = [keys.clientAccount, now, userId, randomUUID(), userId, userId, row.userId === null ? '' : row.name, now];
  if (held >= Math.max(1, Math.floor(poolMax / 2))) {
    return { opened: Promise.resolve(), keep: async () => void (await signInWrite.run(em, values)), drop: async () => {} };
  }
  held++;
  const tx = HeldTransaction.begin(em, 'sign-in-held-write', [
    { statement: signInAsyncCommit, values: [] },
    { statement: signInLock, values: [keys.account] },
    { statement: signInHeldWrite, values },
  ]);
  // Counted until it has ended one way or the other (begin() gives the connection back itself when it fails).
  let counted = true;
  const uncount = () => {
    if (counted) held--;
    counted = false;
  };
  const end = (how: (t: HeldTransaction) => Promise<void>) => async () => {
    try {
      await how(await tx);
    } finally {
      uncount();
    }
  };
  const opened = tx.then(
    () => {},
    (err: unknown) => {
      uncount();
      throw err;
    },
  );
  // Awaited by the sign-in on every path; a rejection seen only there must not surface as unhandled first.
  opened.catch(() => {});
  return { opened, keep: end((t) => t.commit()), drop: end((t) => t.rollback()) };
}
