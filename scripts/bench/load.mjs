// A small, bounded load generator on node:http: `connections` keep-alive connections, each sending its next
// request as soon as the previous answer has been read in full, until a deadline or a request budget, then
// the latencies of every answer. Loopback only.
import http from 'node:http';

/** Requests that take longer than this count as errors (and end the wait for them). */
const REQUEST_TIMEOUT_MS = 10_000;

/** A keep-alive agent for one server: its connections stay open across the slices of a run. */
export function keepAliveAgent(connections) {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, keepAliveMsecs: 30_000 });
}

/** One request; resolves { status, body } (body as text), rejects on a network error or the timeout. */
export function send(agent, port, request) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers: request.headers, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * Runs `connections` request loops against `port` for `durationMs` (or until `maxRequests` were sent), and
 * answers { count, errors, elapsedMs, latencies } where latencies (ms) are of the answers that succeeded.
 * An answer succeeds when its status is 200 and `ok(body)` (if given) holds.
 */
export async function runSlice({ agent, port, request, connections, durationMs, maxRequests, ok }) {
  const latencies = new Float64Array(maxRequests);
  let sent = 0;
  let count = 0;
  let errors = 0;
  let firstError;
  const start = performance.now();
  const deadline = start + durationMs;
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      const t0 = performance.now();
      try {
        const res = await send(agent, port, request);
        const ms = performance.now() - t0;
        if (res.status === 200 && (!ok || ok(res.body))) latencies[count++] = ms;
        else {
          errors++;
          firstError ??= `HTTP ${res.status}: ${res.body.slice(0, 300)}`;
        }
      } catch (err) {
        errors++;
        firstError ??= String(err?.message ?? err);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsedMs = performance.now() - start;
  return { count, errors, firstError, elapsedMs, latencies: latencies.subarray(0, count) };
}

/** Several slices of one server taken together: requests per second over their time, and latency percentiles. */
export function summarise(slices) {
  const count = slices.reduce((n, s) => n + s.count, 0);
  const errors = slices.reduce((n, s) => n + s.errors, 0);
  const elapsedMs = slices.reduce((n, s) => n + s.elapsedMs, 0);
  const all = new Float64Array(count);
  let at = 0;
  for (const s of slices) {
    all.set(s.latencies, at);
    at += s.latencies.length;
  }
  all.sort();
  const pct = (p) => (count ? all[Math.min(count - 1, Math.max(0, Math.ceil((p / 100) * count) - 1))] : NaN);
  const mean = count ? all.reduce((a, b) => a + b, 0) / count : NaN;
  const perRequest = (key) => (count && slices.every((s) => s[key] != null) ? slices.reduce((n, s) => n + s[key], 0) / count : null);
  return {
    count,
    errors,
    // CPU milliseconds per answered request: the server's Node process, and PostgreSQL meanwhile.
    nodeCpuMs: perRequest('nodeCpuMs'),
    pgCpuMs: perRequest('pgCpuMs'),
    firstError: slices.find((s) => s.firstError)?.firstError,
    rps: elapsedMs > 0 ? (count / elapsedMs) * 1000 : 0,
    mean,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: count ? all[count - 1] : NaN,
  };
}
