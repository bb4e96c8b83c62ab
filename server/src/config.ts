import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Repository root: server/dist/config.js and server/src/config.ts both sit two levels below it. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** Where links in e-mails point (the portal as users reach it). */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** Unset: the server starts an embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(5434),
  SEED_DEMO: boolish,
  /** HS256 secret for access tokens; generated once under DATA_DIR when unset outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('vendor-prequal-portal'),
  JWT_AUDIENCE: z.string().default('vendor-prequal-portal'),
  /** SMTP when set (smtp://user:pass@host:port); otherwise mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Prequalification Portal <no-reply@portal.local>'),
  SUPPORT_EMAIL: z.string().email().default('prequal@example.com'),
  /** The builder whose prequalification this portal runs: it signs the approval letters. */
  BUILDER_NAME: z.string().trim().min(1).default('Harkins Builders'),
  ABOUT_URL: z.string().url().default('https://www.example.com/about'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Login throttling, counted over 15 minutes. An account is never refused, so nobody can lock its owner out:
   * past LOGIN_SLOW_AFTER failures on it (from anywhere) every attempt on it waits LOGIN_DELAY_MS, doubling per
   * further failure up to LOGIN_MAX_DELAY_MS. A client is refused for LOGIN_BLOCK_SECONDS after
   * LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT failures on one account, or LOGIN_BLOCK_AFTER_CLIENT across accounts.
   */
  LOGIN_SLOW_AFTER: z.coerce.number().int().min(1).default(3),
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).default(250),
  LOGIN_MAX_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: z.coerce.number().int().min(1).default(8),
  LOGIN_BLOCK_AFTER_CLIENT: z.coerce.number().int().min(1).default(25),
  LOGIN_BLOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  CLIENT_DIST: z.string().default(path.join(ROOT_DIR, 'client', 'dist')),
  TRUST_PROXY: boolish,
  /** Uploaded files on local disk; unset: DATA_DIR/files. */
  FILE_STORAGE_DIR: z.string().optional(),
  /** Where uploaded files live: local disk (FILE_STORAGE_DIR) or an S3 bucket (S3_*). */
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, …); unset: AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: boolish,
  /** Unset: the AWS default credential chain (environment, profile, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Put before every object's key in the bucket, e.g. portal/files/ (S3's safe characters only). */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^[\w!.*'()/-]*$/)
    .optional(),
  /** The CRM: a local simulator of the Dynamics 365 Web API (default), or Dynamics itself. */
  CRM_MODE: z.enum(['simulator', 'dynamics']).default('simulator'),
  /** Dynamics 365 organisation URL, e.g. https://contoso.crm.dynamics.com (CRM_MODE=dynamics). */
  DYNAMICS_URL: z.string().url().optional(),
  /**
   * The portal's app registration in Microsoft Entra ID (CRM_MODE=dynamics): it signs in with OAuth 2.0 client
   * credentials at DYNAMICS_AUTHORITY_URL/DYNAMICS_TENANT_ID for the scope DYNAMICS_URL/.default.
   */
  DYNAMICS_TENANT_ID: z.string().optional(),
  DYNAMICS_CLIENT_ID: z.string().optional(),
  DYNAMICS_CLIENT_SECRET: z.string().optional(),
  DYNAMICS_AUTHORITY_URL: z.string().url().default('https://login.microsoftonline.com'),
  /** The account attribute holding the tax ID (a customisation; the ERP id is hb_erpid). */
  DYNAMICS_TAX_ID_FIELD: z.string().regex(/^\w+$/).default('hb_taxid'),
  /** The simulator's accounts; unset: DATA_DIR/crm-simulator.json. */
  CRM_SIMULATOR_FILE: z.string().optional(),
  /** Tax-ID verifications allowed per client per minute (the endpoint is open to anonymous visitors). */
  TAX_ID_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Drafts saved and registrations submitted per anonymous client per hour: each may carry two 25 MB files. */
  ANONYMOUS_REGISTRATION_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Connections each server process keeps to PostgreSQL at most (shared by requests; more wait their turn). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Opens GET /metrics to `Authorization: Bearer <METRICS_TOKEN>` from anywhere; unset: loopback only (docs/deployment.md). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Whether this process runs background jobs (mail, CRM sync, scheduled scans); false on a web-only replica. */
  JOB_WORKERS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Whether this process applies pending migrations when it starts (default true). False on replicas of a deploy that
   * runs `npm run migrate` once per release: such a replica refuses to start while migrations are pending.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** How often an idle worker looks for jobs (a job written on this replica wakes its worker at once). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** The first retry's delay; each later one doubles (with jitter). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * On SIGTERM/SIGINT, how long to keep serving (with /ready answering 503) before the listener closes, so a load
   * balancer told of the stop at the same moment takes the replica out first; 0 on a laptop (docs/deployment.md).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM/SIGINT, how long requests under way may take to finish before they are cut off. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
  /**
   * An upload (a multipart body, REST or GraphQL) that sends no byte for this long is answered 408 and its spooled
   * files are removed, so a stalled client holds neither a temporary file nor the request for long.
   */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Forgot-password requests per client per hour (each may mail someone), on REST and GraphQL together. */
  FORGOT_PASSWORD_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Vendor user sign-ups per client per hour (each creates a user or mails someone), on REST and GraphQL together. */
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Whether webhook deliveries may reach private, loopback and link-local addresses (after DNS resolution). Unset:
   * allowed outside production (a receiver on the laptop, the tests' in-process one), refused in production.
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * Staff single sign-on over OpenID Connect (docs/api/sso-and-mfa.md): the provider's issuer URL (Entra ID:
   * https://login.microsoftonline.com/<tenant id>/v2.0), the portal's client id and, for a confidential client, its
   * secret. Unset: no single sign-on (the login page shows no button). The callback is OIDC_REDIRECT_URL, or
   * PUBLIC_URL/api/v1/auth/oidc/callback; OIDC_LABEL is the button's words.
   */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URL: z.string().url().optional(),
  OIDC_LABEL: z.string().min(1).max(60).default('Sign in with single sign-on'),
  /** How long one webhook delivery may take, connection and answer together. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Config = Omit<z.infer<typeof schema>, 'WEBHOOKS_ALLOW_PRIVATE'> & {
  JWT_SECRET: string;
  FILE_STORAGE_DIR: string;
  CRM_SIMULATOR_FILE: string;
  isProduction: boolean;
  WEBHOOKS_ALLOW_PRIVATE: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  // Renamed when it stopped blocking the account for everyone; a stale setting must not be dropped in silence.
  if (env.LOGIN_BLOCK_AFTER_ACCOUNT !== undefined) {
    throw new Error('LOGIN_BLOCK_AFTER_ACCOUNT is now LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: failures refuse only the client that made them, for that account');
  }
  // A static token expired within the hour; the portal now fetches its own.
  if (env.DYNAMICS_TOKEN !== undefined) {
    throw new Error('DYNAMICS_TOKEN was replaced by OAuth client credentials: set DYNAMICS_TENANT_ID, DYNAMICS_CLIENT_ID and DYNAMICS_CLIENT_SECRET instead');
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && !c.JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, the bucket that holds the uploaded files');
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the AWS default credentials)');
  // A provider without the portal's client id cannot sign anyone in: refused at the start, not at the first click.
  if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) throw new Error('OIDC_ISSUER is set without OIDC_CLIENT_ID, the client id of the portal at the OpenID provider');
  if (c.CRM_MODE === 'dynamics' && (!c.DYNAMICS_URL || !c.DYNAMICS_TENANT_ID || !c.DYNAMICS_CLIENT_ID || !c.DYNAMICS_CLIENT_SECRET)) {
    throw new Error('CRM_MODE=dynamics needs DYNAMICS_URL, DYNAMICS_TENANT_ID, DYNAMICS_CLIENT_ID and DYNAMICS_CLIENT_SECRET');
  }
  return {
    ...c,
    JWT_SECRET: c.JWT_SECRET ?? localSecret(c.DATA_DIR),
    FILE_STORAGE_DIR: c.FILE_STORAGE_DIR ?? path.join(c.DATA_DIR, 'files'),
    CRM_SIMULATOR_FILE: c.CRM_SIMULATOR_FILE ?? path.join(c.DATA_DIR, 'crm-simulator.json'),
    isProduction,
    WEBHOOKS_ALLOW_PRIVATE: c.WEBHOOKS_ALLOW_PRIVATE === undefined ? !isProduction : c.WEBHOOKS_ALLOW_PRIVATE === 'true' || c.WEBHOOKS_ALLOW_PRIVATE === '1',
  };
}

/** A laptop run keeps one generated secret so tokens survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** An absolute link into the portal for e-mails, e.g. publicLink(config, '/prequalification?accountId=…'). */
export function publicLink(config: Pick<Config, 'PUBLIC_URL'>, pathAndQuery: string): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}${pathAndQuery}`;
}
