import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pinoHttp } from 'pino-http';
import { afterAll, expect, it } from 'vitest';
import { startTestPortal } from '../../test/harness.js';
import { createLogger } from '../logger.js';
import { requestScope } from './request-scope.js';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

const parse = (lines: string[]) => lines.map((l) => JSON.parse(l) as { msg?: string; reqId?: string; req?: { id?: string } });

it("puts the request's id on lines the process logger writes during it, after a JSON body is read and after awaits", async () => {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const app = express();
  app.use(pinoHttp({ logger, genReqId: (req) => String(req.headers['x-request-id']) }), requestScope());
  app.post('/work', express.json(), async (req, res) => {
    await sleep(5);
    // A service logs with the process logger it was built with, not req.log.
    logger.info({ body: req.body as unknown }, 'service did work');
    setImmediate(() => logger.info('after the answer'));
    res.json({ ok: true });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/work`;

  await Promise.all(
    ['req-one', 'req-two'].map((id) =>
      fetch(url, { method: 'POST', headers: { 'x-request-id': id, 'content-type': 'application/json' }, body: JSON.stringify({ id }) }),
    ),
  );
  await sleep(20);
  logger.info('outside any request');

  const out = parse(lines);
  for (const id of ['req-one', 'req-two']) {
    expect(out.filter((l) => l.msg === 'service did work' && l.reqId === id)).toHaveLength(1);
    expect(out.filter((l) => l.msg === 'after the answer' && l.reqId === id)).toHaveLength(1);
  }
  expect(out.find((l) => l.msg === 'outside any request')?.reqId).toBeUndefined();
});

it('answers with the request id it was given, or one of its own', async () => {
  const portal = await startTestPortal();
  try {
    const given = await portal.gql('{ me { userId } }', {}, null, { 'x-request-id': 'trace-abc-123' });
    expect(given.headers.get('x-request-id')).toBe('trace-abc-123');
    const own = await portal.rest('GET', '/users', { headers: { 'x-request-id': 'not a valid id!' } });
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await portal.stop();
  }
});
