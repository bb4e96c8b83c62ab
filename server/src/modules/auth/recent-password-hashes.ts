/**
 * The stored password hash of each address's last successful sign-in in this process, so that its next sign-in can
 * start argon2 while its read is still on the way (AuthService.login). Only a guess at what the read will answer:
 * a sign-in takes the early check's result only when its read returns this very hash (the hash carries its own
 * salt, so a password set since, here or on another replica, never matches), and the read's row still decides
 * everything else (throttling, refusal, second factor, the session's version).
 *
 * Kept only after a sign-in that started a session and dropped after any other outcome, so an address under attack
 * (failures, blocks) is checked the usual way from its second attempt on. Bounded: the oldest address goes first.
 */
export class RecentPasswordHashes {
  private readonly byEmail = new Map<string, string>();

  constructor(private readonly max = 5_000) {}

  get(email: string): string | undefined {
    return this.byEmail.get(email);
  }

  /** After a sign-in that started a session: the hash its read returned. */
  remember(email: string, hash: string): void {
    // Deleted first so the address moves to the end, the last to be pushed out.
    this.byEmail.delete(email);
    this.byEmail.set(email, hash);
    if (this.byEmail.size > this.max) this.byEmail.delete(this.byEmail.keys().next().value!);
  }

  forget(email: string): void {
    this.byEmail.delete(email);
  }

  get size(): number {
    return this.byEmail.size;
  }
}

/** The process's own: each replica keeps its own, and every read confirms what it holds. */
export const recentPasswordHashes = new RecentPasswordHashes();
