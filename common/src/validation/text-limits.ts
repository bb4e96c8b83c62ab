/**
 * The size of the varchar columns a person's text is written to, declared once: the entity's `length:` and the
 * zod schema's `.max()` both read this table, so a schema cannot let through what its column cannot hold. A column
 * not named here is still bounded: server/src/db/text-columns.ts refuses any text longer than the length its entity
 * declares before the flush writes anything ("<Field> must be at most N characters").
 */
export const TEXT_LIMITS = {
  /** app_user.name: the profile's Name, an internal user's Full Name, a sign-up's name. */
  userName: 255,
  /** app_user.email. */
  userEmail: 255,
  /** app_user.phone (the format itself is 12 characters, NNN-NNN-NNNN). */
  userPhone: 20,
} as const;
