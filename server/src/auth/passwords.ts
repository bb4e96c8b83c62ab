import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A hash with the same parameters to verify against when there is no usable one (an unknown e-mail, a stored
 * hash argon2 cannot read), so that a failed check costs the same whether or not the account exists. Made once
 * at start rather than on first use, or the first unknown e-mail after a start would take twice as long.
 */
const dummyHash: Promise<string> = hashPassword('not-a-real-password');

/** A password check: true when `password` matches the stored hash (verifyPassword's contract). */
export type PasswordVerifier = (hashed: string | null | undefined, password: string) => Promise<boolean>;

/**
 * Checks a password against a stored hash, or against the dummy hash when there is none. Always one argon2
 * verification with the portal's parameters: a stored hash that cannot be decoded is refused only after the
 * same work, since refusing it at once would tell that the address is registered.
 */
export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (hashed) {
    try {
      return await verify(hashed, password);
    } catch {
      // Not a hash argon2 can read: fall through to the dummy, and refuse.
    }
  }
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
