import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { createLogger } from '../logger.js';
import { healthRoutes, type HealthDeps } from './health-routes.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('the portal', () => {
  it('answers /health without asking anything and /ready once the database and the storage answer', async () => {
    const health = await fetch(`${portal.url}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await fetch(`${portal.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});

describe('the routes on their own', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  /** The two routes over the given dependencies, on a loopback port of their own. */
  async function serve(overrides: Partial<HealthDeps>): Promise<string> {
    const app = express().use(healthRoutes({ orm: portal.orm, storage: portal.storage, logger: createLogger('silent'), isShuttingDown: () => false, ...overrides }));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const get = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('names the storage when it does not answer, and keeps /health alive', async () => {
    const url = await serve({ storage: { ping: () => Promise.reject(new Error('bucket unreachable')) } });
    expect(await get(`${url}/ready`)).toEqual({ status: 503, body: { status: 'not ready', checks: { database: 'ok', storage: 'failed' } } });
    expect((await get(`${url}/health`)).status).toBe(200);
  });

  it('names the database when it fails, and /health does not call it', async () => {
    let calls = 0;
    const down = {
      em: {
        getConnection: () => ({
          execute: () => {
            calls++;
            return Promise.reject(new Error('connection refused'));
          },
        }),
      },
    } as unknown as MikroORM;
    const url = await serve({ orm: down });
    expect(await get(`${url}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(calls).toBe(0);
    expect(await get(`${url}/ready`)).toEqual({ status: 503, body: { status: 'not ready', checks: { database: 'failed', storage: 'ok' } } });
    expect(calls).toBe(1);
  });

  it('answers a check that hangs as a timeout within seconds', async () => {
    const url = await serve({ storage: { ping: () => new Promise<void>(() => {}) } });
    const started = Date.now();
    expect(await get(`${url}/ready`)).toEqual({ status: 503, body: { status: 'not ready', checks: { database: 'ok', storage: 'timeout' } } });
    // The check's own 2 s timeout answered, not some longer wait: a loaded machine delays the answer, so the bound is
    // generous (was 5 s, which the run beside the browser specs came near); a timeout of 10 s or more fails it.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('is not ready once the server is shutting down, whatever the dependencies say', async () => {
    let stopping = false;
    const url = await serve({ isShuttingDown: () => stopping });
    expect((await get(`${url}/ready`)).status).toBe(200);
    stopping = true;
    expect(await get(`${url}/ready`)).toEqual({ status: 503, body: { status: 'shutting down' } });
    expect((await get(`${url}/health`)).status).toBe(200);
  });
});
