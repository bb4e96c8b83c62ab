import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { createLogger } from '../logger.js';
import { createMetrics } from './metrics.js';

const TOKEN = 'metrics-token-0123456789';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ METRICS_TOKEN: TOKEN });
});
afterAll(() => portal?.stop());

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${portal.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('/metrics', () => {
  it('times requests by route pattern and GraphQL operation, never by the ids in the URL', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const id = randomUUID();
    await portal.rest('GET', `/users/${id}`, { token });
    await portal.rest('GET', '/users?page=1', { token });
    await portal.gql('query CurrentUser { me { userId } }', {}, token);
    await fetch(`${portal.url}/api/v1/no/such/${id}`);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/users\/:id",status="\d{3}"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/users",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/graphql:CurrentUser",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\(no route\)",status="404"\} 1/);
    expect(text).not.toContain(id);
    expect(text).not.toContain('page=1');
  });

  it('reports the database pool, the job queues and the Node defaults', async () => {
    const { text } = await scrape();
    expect(text).toMatch(/^job_queue_depth\{queue="mail"\} \d+$/m);
    expect(text).toMatch(/^job_queue_depth\{queue="crm-sync"\} \d+$/m);
    for (const state of ['used', 'free', 'pending']) expect(text).toMatch(new RegExp(`^db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'));
    // The pool has answered requests: at least one connection exists.
    const used = Number(/^db_pool_connections\{state="used"\} (\d+)$/m.exec(text)![1]);
    const free = Number(/^db_pool_connections\{state="free"\} (\d+)$/m.exec(text)![1]);
    expect(used + free).toBeGreaterThan(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it('is refused through a proxy without the token, served with it', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await scrape(proxied)).status).toBe(403);
    expect((await scrape({ ...proxied, authorization: 'Bearer wrong-token-0123456789' })).status).toBe(403);
    expect((await scrape({ ...proxied, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('is refused through a proxy when no token is configured', async () => {
    const plain = await startTestPortal();
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(200);
      expect((await fetch(`${plain.url}/metrics`, { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(403);
      expect((await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-real-ip': '203.0.113.9' } })).status).toBe(403);
    } finally {
      await plain.stop();
    }
  });
});

describe('job_queue_depth', () => {
  it('is read from the queues at scrape time', async () => {
    let depths: Record<string, number> = { mail: 3, 'crm-sync': 0 };
    const metrics = createMetrics({ orm: portal.orm, logger: createLogger('silent'), jobs: { queueDepths: async () => depths } });
    let text = await metrics.registry.metrics();
    expect(text).toMatch(/^job_queue_depth\{queue="mail"\} 3$/m);
    expect(text).toMatch(/^job_queue_depth\{queue="crm-sync"\} 0$/m);

    depths = { mail: 1 };
    text = await metrics.registry.metrics();
    expect(text).toMatch(/^job_queue_depth\{queue="mail"\} 1$/m);
    expect(text).not.toContain('crm-sync');
  });

  it('leaves the queues out, and the rest served, when they cannot be read', async () => {
    const metrics = createMetrics({ orm: portal.orm, logger: createLogger('silent'), jobs: { queueDepths: () => Promise.reject(new Error('down')) } });
    const text = await metrics.registry.metrics();
    expect(text).not.toMatch(/^job_queue_depth\{/m);
    expect(text).toMatch(/^db_pool_connections\{state="used"\}/m);
  });
});
