import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /** Requests being answered right now. */
  readonly inFlight: number;
  /**
   * Stops accepting connections, closes idle keep-alive connections, lets the requests in flight
   * finish and then closes their connections; after `graceMs` whatever still runs is cut off.
   * Resolves once every connection is closed, with how many requests were cut off.
   */
  drain(graceMs: number): Promise<{ forced: number }>;
}

/**
 * Tracks an HTTP server's requests so that stopping it (a deploy, a scale-down) does not break
 * the uploads and saves under way. Attach it before the server takes requests.
 */
export function trackHttpServer(server: Server): HttpDrain {
  const active = new Set<ServerResponse>();
  let draining: Promise<{ forced: number }> | undefined;
  // After a response ends its connection turns idle; close it then rather than wait for the client.
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());

  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    res.once('close', () => {
      active.delete(res);
      if (draining) closeIdleSoon();
    });
    // A keep-alive client may still send a request on a connection it already had: answer it,
    // and tell it not to reuse the connection.
    if (draining) res.setHeader('Connection', 'close');
  });

  return {
    get inFlight() {
      return active.size;
    },
    drain(graceMs) {
      draining ??= new Promise((resolve) => {
        // Responses not yet started announce the close, so clients do not send another request here.
        for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
        let forced = 0;
        const deadline = setTimeout(() => {
          forced = active.size;
          server.closeAllConnections();
        }, graceMs);
        deadline.unref();
        // The callback runs once the last connection is gone (or at once if the server was not listening).
        server.close(() => {
          clearTimeout(deadline);
          resolve({ forced });
        });
        server.closeIdleConnections();
      });
      return draining;
    },
  };
}
