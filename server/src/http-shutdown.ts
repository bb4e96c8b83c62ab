import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/** A connection accepted just before a drain, its request not yet read, gets this long to send it. */
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
  // Requests being answered on each connection. A connection that has carried none yet is not idle: a proxy
  // (nginx) opens one and writes its request at once, and closing it before that request is read resets a
  // request the proxy must not resend elsewhere when it is a POST. http.Server's closeIdleConnections (also
  // run by its close) treats such a connection as idle, hence this bookkeeping.
  const answering = new Map<Socket, number>();
  const served = new WeakSet<Socket>();
  let draining: Promise<{ forced: number }> | undefined;
  const closeIdle = (includingFresh: boolean) => {
    for (const [socket, n] of answering) if (n === 0 && (includingFresh || served.has(socket))) socket.destroy();
  };
  // After a response ends its connection turns idle; close it then rather than wait for the client.
  const closeIdleSoon = () => setImmediate(() => closeIdle(false));

  const track = (socket: Socket) => {
    answering.set(socket, 0);
    socket.once('close', () => answering.delete(socket));
  };

  server.on('connection', track);
  // Before the app's listener, which may answer at once (a /health), after which headers can no longer be set.
  server.prependListener('request', (req, res: ServerResponse) => {
    const socket = req.socket;
    // A connection opened before tracking began is tracked from its first request.
    if (!answering.has(socket)) track(socket);
    served.add(socket);
    answering.set(socket, answering.get(socket)! + 1);
    active.add(res);
    res.once('close', () => {
      active.delete(res);
      if (answering.has(socket)) answering.set(socket, answering.get(socket)! - 1);
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
        const freshDeadline = setTimeout(() => closeIdle(true), Math.min(FRESH_CONNECTION_GRACE_MS, graceMs));
        freshDeadline.unref();
        // net.Server's close, not http.Server's: that one would also close the connections whose request is
        // still unread. The callback runs once the last connection is gone (or at once if the server was not listening).
        net.Server.prototype.close.call(server, () => {
          clearTimeout(deadline);
          clearTimeout(freshDeadline);
          resolve({ forced });
        });
        closeIdle(false);
      });
      return draining;
    },
  };
}
