import http from 'node:http';
import type net from 'node:net';
import { once } from 'node:events';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startTestPortal, type TestPortal } from '../test/harness.js';
import { slowDraftUpload, tryConnect } from '../test/slow-requests.js';
import { trackHttpServer } from './http-shutdown.js';

let portal: TestPortal;
beforeEach(async () => {
  portal = await startTestPortal();
});
afterEach(() => portal?.stop());

const draftsNamed = async (...names: string[]) =>
  Number((await portal.em().getConnection().execute('select count(*) as n from vendor where company_name in (?)', [names]))[0]?.n);

it('lets every request in flight finish, closes idle keep-alive connections and refuses new connections', async () => {
  const drain = trackHttpServer(portal.server);

  // A browser's keep-alive connection, idle when the shutdown begins.
  const agent = new http.Agent({ keepAlive: true });
  const idleSocket = await new Promise<net.Socket>((resolve, reject) =>
    http
      .get(`${portal.url}/health`, { agent }, (res) => {
        const socket = res.socket;
        res.resume();
        res.on('end', () => resolve(socket));
      })
      .on('error', reject),
  );
  const idleClosed = once(idleSocket, 'close');

  const first = slowDraftUpload(portal.url, 'Draining First LLC');
  const second = slowDraftUpload(portal.url, 'Draining Second LLC');
  await vi.waitFor(() => expect(drain.inFlight).toBe(2));

  const drained = drain.drain(20_000);
  await idleClosed;
  expect(await tryConnect(portal.url)).toBe('ECONNREFUSED');
  expect(drain.inFlight).toBe(2);

  first.finish();
  second.finish();
  for (const [upload, name] of [
    [first, 'Draining First LLC'],
    [second, 'Draining Second LLC'],
  ] as const) {
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(answer.body.companyName).toBe(name);
    // The client learns not to send another request on this connection.
    expect(answer.headers.connection).toBe('close');
  }
  expect(await drained).toEqual({ forced: 0 });
  expect(await draftsNamed('Draining First LLC', 'Draining Second LLC')).toBe(2);
  agent.destroy();
});

it('cuts off a request that outlives the grace period, and saves nothing of it', async () => {
  const drain = trackHttpServer(portal.server);
  const stalled = slowDraftUpload(portal.url, 'Never Finished LLC');
  const outcome = stalled.answer.then(
    () => 'answered',
    (err: NodeJS.ErrnoException) => err.code,
  );
  await vi.waitFor(() => expect(drain.inFlight).toBe(1));

  const started = Date.now();
  const result = await drain.drain(300);
  const waited = Date.now() - started;
  expect(result).toEqual({ forced: 1 });
  expect(waited).toBeGreaterThanOrEqual(290);
  expect(waited).toBeLessThan(5_000);
  expect(await outcome).toBe('ECONNRESET');
  await vi.waitFor(() => expect(drain.inFlight).toBe(0));
  expect(await draftsNamed('Never Finished LLC')).toBe(0);
});
