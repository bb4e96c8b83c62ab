/**
 * What a production start must be told rather than guess. Outside production the server falls back to laptop
 * defaults (embedded PostgreSQL, a generated secret, mail written to disk, files on disk); in production each of
 * those fallbacks would run a portal that looks healthy and loses data or mail, so the start is refused instead.
 */
const REQUIRED: ReadonlyArray<{ name: string; why: string }> = [
  { name: 'DATABASE_URL', why: 'the PostgreSQL to use (without it an embedded database would start inside the container)' },
  { name: 'JWT_SECRET', why: 'the secret that signs sessions, at least 32 characters, the same on every replica' },
  { name: 'PUBLIC_URL', why: 'the address users reach the portal at, for the links in e-mails' },
  { name: 'SMTP_URL', why: 'the mail transport (without it mail would be written to local disk and never sent)' },
  { name: 'STORAGE_DRIVER', why: 'where uploaded files live, disk or s3, chosen explicitly' },
];

/** The settings a production start lacks (unset or blank), in a fixed order; empty outside production. */
export function missingProductionSettings(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return REQUIRED.filter(({ name }) => !env[name]?.trim()).map(({ name }) => name);
}

/** One message naming every missing setting and what it is for. */
export function missingSettingsMessage(missing: readonly string[]): string {
  const lines = REQUIRED.filter(({ name }) => missing.includes(name)).map(({ name, why }) => `  ${name}: ${why}`);
  return `NODE_ENV=production and ${missing.length} required setting(s) missing, refusing to start:\n${lines.join('\n')}\nSee docs/deployment.md.`;
}

/**
 * Demo data (users with a published password): when asked for (SEED_DEMO=true), or on a fresh embedded database
 * outside production; never in production unless asked for.
 */
export function shouldSeedDemo(s: { seedDemo: boolean; production: boolean; freshEmbedded: boolean }): boolean {
  return s.seedDemo || (s.freshEmbedded && !s.production);
}
