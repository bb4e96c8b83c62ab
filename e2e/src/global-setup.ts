import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../../server/test/fakes/oidc-test-provider.js';
import { freePort } from './support/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The portal's embedded database, for specs that set up data no screen creates quickly. */
    databaseUrl: string;
    /** The in-process OpenID provider the portal's staff single sign-on goes to (sso-mfa.e2e.ts). */
    oidcIssuer: string;
    /** The words of the sign-in page's single sign-on button (OIDC_LABEL). */
    ssoLabel: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const SSO_LABEL = 'Sign in with the test provider';

/**
 * Starts the built portal as a user would (`node server/dist/main.js`) on a fresh embedded
 * PostgreSQL with the demo data, sending mail to a real in-process SMTP server whose messages
 * land as .eml files in mailDir for the specs to read, and with staff single sign-on at an
 * in-process OpenID provider (oidc-provider) whose sign-in form takes any e-mail as a verified one.
 * CLIENT_DIST, if set, is the client's build to serve (default client/dist).
 */
export default async function setup(project: TestProject) {
  const clientIndex = path.join(process.env.CLIENT_DIST || path.join(ROOT, 'client/dist'), 'index.html');
  for (const f of [path.join(ROOT, 'server/dist/main.js'), clientIndex]) {
    if (!existsSync(f)) throw new Error(`${path.relative(ROOT, f)} is missing: run \`npm run build\` first (npm test does)`);
  }
  const work = path.join(os.tmpdir(), `portal-e2e-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  const mailDir = path.join(work, 'mail');
  mkdirSync(mailDir, { recursive: true });

  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(mailDir, `${Date.now()}-${++n}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));

  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every e-mail typed on the provider's sign-in form is a verified one: whether the portal knows it is the portal's call.
  const oidc = await startOidcProvider(`${baseUrl}/api/v1/auth/oidc/callback`, { accountOf: (sub) => ({ email: sub, email_verified: true }) });
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(work, 'data'),
      EMBEDDED_PG_PORT: String(pgPort),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // The job workers poll every 5 s, as the server tests' portals do, not production's 2 s: every poll of a dozen
      // workers costs the portal and PostgreSQL CPU that the specs and Chromium share, busy or idle. A job sent by the
      // portal wakes its worker when its transaction commits (server/src/jobs/job-queue.ts), so no spec waits for a
      // poll except where it writes a job itself (review-pipeline's renewal-scan: its wait allows 30 s).
      JOB_POLL_SECONDS: '5',
      DATABASE_URL: '',
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_LABEL: SSO_LABEL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  // A wait, not a timing check: a fresh embedded PostgreSQL, the migrations and the demo seed on 2 cores that
  // other work shares (a run beside a build and the server tests once needed more than 90 s).
  const START_WAIT_S = 240;
  const deadline = Date.now() + START_WAIT_S * 1000;
  for (;;) {
    if (server.exitCode !== null) {
      await new Promise<void>((r) => smtp.close(() => r()));
      await oidc.stop();
      throw new Error(`portal exited with ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      // No teardown runs after a failed setup: stopped here, or the portal and its PostgreSQL outlive the run.
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await new Promise<void>((r) => smtp.close(() => r()));
      await oidc.stop();
      removeWork(work);
      throw new Error(`portal did not start within ${START_WAIT_S} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/portal`;
  await skipDiskFlushes(databaseUrl);

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('databaseUrl', databaseUrl);
  project.provide('oidcIssuer', oidc.issuer);
  project.provide('ssoLabel', SSO_LABEL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((r) => smtp.close(() => r()));
    await oidc.stop();
    removeWork(work);
  };
}

/**
 * Removes the run's folder. Retried: the portal's embedded PostgreSQL (its child) may still be writing its last files
 * for a moment after the portal exits, and a rmdir then meets ENOTEMPTY.
 */
function removeWork(work: string) {
  rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/**
 * The run's throwaway database waits for no disk flush from here on (the server tests' global setup does the same):
 * every commit of the specs and of the portal's jobs fsynced its WAL, which only crash safety of the machine needs.
 * Commits still wait for their (now unsynced, so cheap) WAL write. Applied once the portal answers, to the embedded
 * PostgreSQL it started for this run (DATABASE_URL is empty above), never to another server.
 */
async function skipDiskFlushes(databaseUrl: string): Promise<void> {
  const { default: pg } = (await import('pg' as string)) as {
    default: { Client: new (o: { connectionString: string }) => { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> } };
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    for (const setting of ['fsync', 'full_page_writes']) await client.query(`alter system set ${setting} = off`);
    await client.query('select pg_reload_conf()');
  } catch (e) {
    // Only the run's speed depends on it: a setup that threw here would leave the portal running (no teardown).
    console.warn(`could not turn off the e2e database's disk flushes: ${(e as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
