import net from 'node:net';

/** One piece of a raw request, written `delayMs` after the one before. */
export interface RawPiece {
  bytes: string | Buffer;
  delayMs?: number;
}

export interface RawAnswer {
  /** null: no answer within the wait (the connection was dropped or is still open). */
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends an HTTP/1.1 request byte by byte as given, over a socket of its own (node:net), so a test controls
 * what a client's fetch never would: a body shorter than its Content-Length, a pause mid-body, a socket
 * closed early. `ending`: 'end' half-closes the socket after the last piece, 'destroy' resets it, 'none'
 * leaves it open (a stalled upload). Resolves with the answer once the server closes the connection, or
 * with status null after `waitMs`.
 */
export function rawRequest(
  url: string,
  req: { method: string; path: string; headers: Record<string, string>; pieces: RawPiece[]; ending: 'end' | 'destroy' | 'none'; waitMs?: number },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(received)));
    };
    const timer = setTimeout(settle, req.waitMs ?? 10_000);
    socket.on('data', (c: Buffer) => received.push(c));
    socket.on('error', () => settle());
    socket.on('close', () => settle());
    socket.on('end', () => settle());
    socket.once('connect', async () => {
      const head = [
        `${req.method} ${req.path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Connection: close',
        ...Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      for (const piece of req.pieces) {
        if (piece.delayMs) await new Promise((r) => setTimeout(r, piece.delayMs));
        if (settled) return;
        socket.write(piece.bytes);
      }
      if (req.ending === 'end') socket.end();
      else if (req.ending === 'destroy') socket.resetAndDestroy();
    });
  });
}

function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { status: null, headers: {}, body: '' };
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => {
      const colon = l.indexOf(':');
      return [l.slice(0, colon).trim().toLowerCase(), l.slice(colon + 1).trim()];
    }),
  );
  let body = text.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine!.split(' ')[1]), headers, body };
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol < 0) return out;
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}
