import http from 'node:http';

export interface HttpClientAnswer {
  status: number;
  headers: Headers;
  /** The body as UTF-8, a leading byte order mark dropped (as fetch's `text()`). */
  text: string;
}

export interface HttpClient {
  send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<HttpClientAnswer>;
  /** Ends the kept-alive connections. */
  close(): void;
}

/** What fetch sends with every request (Node's undici), but `accept-encoding`: see below. */
const FETCH_HEADERS = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node' };
const MAX_REDIRECTS = 20;

/** Header names in lower case, so that a test's own `Content-Type` replaces the default rather than going beside it. */
const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * A test's requests to its portal over node:http with kept-alive connections, answering as fetch would (status,
 * a Headers object, the body as text; redirects followed, a cross-origin one without the Authorization header; a POST
 * answered 301/302/303 followed as a GET), for a JSON body or none. fetch cost 1.5-2 CPU ms more a request in the test
 * process than this (its WHATWG streams and Headers on both sides of each request), and it asks for compressed
 * answers, which the portal compresses (JSON over 1 KB) and fetch decompresses: thousands of requests a run.
 * Compression itself is checked by first-visit.test.ts with requests of its own.
 */
export function createHttpClient(): HttpClient {
  const agent = new http.Agent({ keepAlive: true });

  function once(method: string, url: URL, headers: Record<string, string>, body: string | undefined): Promise<{ res: http.IncomingMessage; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method, agent, headers: { ...FETCH_HEADERS, ...lowerCased(headers), ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ res, bytes: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    async send(method, target, headers, body) {
      let url = new URL(target);
      for (let redirects = 0; ; redirects++) {
        const { res, bytes } = await once(method, url, headers, body);
        const status = res.statusCode!;
        const location = res.headers.location;
        if ([301, 302, 303, 307, 308].includes(status) && location && redirects < MAX_REDIRECTS) {
          const next = new URL(location, url);
          if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
            headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^content-/i.test(name)));
          }
          if (next.origin !== url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
          url = next;
          continue;
        }
        const answerHeaders = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) answerHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        return { status, headers: answerHeaders, text: new TextDecoder().decode(bytes) };
      }
    },
    close: () => agent.destroy(),
  };
}
