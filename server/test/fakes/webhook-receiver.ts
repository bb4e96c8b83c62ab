import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got, and whether its Standard Webhooks signature verified with the secret given. */
export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  /** When the receiver read the request, in milliseconds (the signed timestamp is in whole seconds). */
  receivedAt: number;
  body: string;
  event: { type: string; timestamp: string; data: Record<string, unknown> };
  verified: boolean;
  /** The receiver's path: one receiver serves several subscriptions by path. */
  path: string;
  /** The request's headers, to verify again with another secret. */
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The Standard Webhooks verification as its specification documents it (the `standardwebhooks` package does the
 * same): the secret's base64 after `whsec_` is the HMAC-SHA256 key of `<id>.<timestamp>.<body>`; the header
 * lists space-separated `v1,<base64>` signatures, one of which must match; the timestamp is within 5 minutes.
 */
export function verifyStandardWebhook(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((s) => {
    const [version, signature] = s.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port><path>` */
  url(path?: string): string;
  received: ReceivedWebhook[];
  /** The secret each path verifies with (set once a subscription is created). */
  secrets: Map<string, string>;
  /** The status each path answers (200 unless set). */
  answers: Map<string, number>;
  waitFor(count: number, path?: string, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** An in-process HTTP receiver on loopback that verifies every request's signature. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const secrets = new Map<string, string>();
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets.get(path);
      received.push({
        id: String(req.headers['webhook-id']),
        timestamp: Number(req.headers['webhook-timestamp']),
        receivedAt: Date.now(),
        body,
        event: JSON.parse(body) as ReceivedWebhook['event'],
        verified: !!secret && verifyStandardWebhook(secret, req.headers, body),
        path,
        headers: req.headers,
      });
      const status = answers.get(path) ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `receiver says ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    received,
    secrets,
    answers,
    async waitFor(count, path, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const mine = () => received.filter((r) => path === undefined || r.path === path);
      while (mine().length < count) {
        if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${count} webhook(s) on ${path ?? 'any path'}; got ${mine().length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
