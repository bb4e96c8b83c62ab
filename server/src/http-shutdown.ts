import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A connection accepted before a drain that has not sent its request yet gets this long to send it. */
const FRESH_CONNECTION_GRACE_MS = 1_000;

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

  // Connections that have brought no request yet. Node counts one as busy from accept until its first answer,
  // so closeIdleConnections leaves it open and a silent one (a browser's preconnect) would hold the drain for
  // the whole grace; one whose request is on its way (a proxy writes it right after connecting) must be answered.
  const fresh = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    fresh.add(socket);
    socket.once('close', () => fresh.delete(socket));
  });

  // Before the app's listener: that one may answer at once (a /health), and headers cannot be set after.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    fresh.delete(req.socket);
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
        const freshDeadline = setTimeout(() => fresh.forEach((socket) => socket.destroy()), Math.min(FRESH_CONNECTION_GRACE_MS, graceMs));
        freshDeadline.unref();
        // The callback runs once the last connection is gone (or at once if the server was not listening).
        server.close(() => {
          clearTimeout(deadline);
          clearTimeout(freshDeadline);
          resolve({ forced });
        });
        server.closeIdleConnections();
      });
      return draining;
    },
  };
}
