import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { resolveOutbound } from './outbound-address.js';

/** What the delivery log keeps of an answer's body (it may echo anything: shown to system administrators only). */
export const RESPONSE_BODY_MAX = 1024;

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface WebhookAnswer {
  statusCode: number;
  /** The first RESPONSE_BODY_MAX characters of the answer's body. */
  body: string;
}

/** The request's lookup answers the addresses already resolved and checked (resolveOutbound). */
function pinnedLookup(addresses: LookupAddress[]) {
  return (_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/**
 * POSTs one delivery: to the URL's checked addresses only, within `timeoutMs` (connection and answer together),
 * never following a redirect (a 3xx is an answer like any other non-2xx). Rejects on a network error, a timeout
 * or a refused address (OutboundRefused).
 */
export async function postWebhook(post: WebhookPost): Promise<WebhookAnswer> {
  const url = new URL(post.url);
  const signal = AbortSignal.timeout(post.timeoutMs);
  const addresses = await resolveOutbound(url.hostname, post.allowPrivate);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        lookup: pinnedLookup(addresses) as never,
        signal,
        agent: false,
      },
      (response) => {
        let text = '';
        const done = () => resolve({ statusCode: response.statusCode ?? 0, body: text.slice(0, RESPONSE_BODY_MAX) });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          // Enough read: the rest of a long answer is not waited for.
          if (text.length >= RESPONSE_BODY_MAX) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('error', (err) => reject(signal.aborted ? new Error(`No answer within ${post.timeoutMs} ms`) : err));
    request.end(post.body);
  });
}
