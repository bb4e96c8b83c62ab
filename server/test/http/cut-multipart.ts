import { readdirSync } from 'node:fs';
import { rawRequest, type RawAnswer, type RawPiece } from './raw-http.js';

/** A multipart body as a client means to send it: text parts first, then one file. */
export interface MultipartShape {
  fields: [name: string, value: string][];
  file: { field: string; name: string; content: string };
}

/** One way a body goes wrong, and what the portal must answer (null: nobody is left to answer). */
export interface BodyFault {
  name: string;
  contentType: string;
  /** The Content-Length sent; by default the length of all pieces. */
  contentLength?: number;
  pieces: RawPiece[];
  ending: 'end' | 'destroy' | 'none';
  /** The statuses it may answer (null: none, nobody is left to read it), and the error code when it answers JSON. */
  expect: { status: (number | null)[]; code?: string };
}

const BOUNDARY = '----cut-multipart-7f3a';

function partsOf(shape: MultipartShape, boundary = BOUNDARY) {
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = shape.fields.map(([n, v]) => field(n, v)).join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${shape.file.field}"; filename="${shape.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { head, fileHead, content: shape.file.content, close: `\r\n--${boundary}--\r\n` };
}

/**
 * The faulty bodies every file-taking route is sent: cut (the closing boundary never comes, the socket
 * half-closed early or reset), stalled past the upload idle timeout, and malformed (a broken part header,
 * a body framed with another boundary, no boundary at all). `stallMs` is the server's UPLOAD_IDLE_TIMEOUT_MS.
 */
export function bodyFaults(shape: MultipartShape): BodyFault[] {
  const { head, fileHead, content, close } = partsOf(shape);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const half = Math.floor(content.length / 2);
  const cut = { status: [400], code: 'BAD_USER_INPUT' };
  return [
    // The tester's report: a correct Content-Length, the file part's body ends without the closing boundary.
    { name: 'closing boundary missing', contentType: type, pieces: [{ bytes: head + fileHead + content }], ending: 'none', expect: cut },
    {
      name: 'two pieces half a second apart, then cut',
      contentType: type,
      pieces: [{ bytes: head + fileHead + content.slice(0, half) }, { bytes: content.slice(half), delayMs: 500 }],
      ending: 'none',
      expect: cut,
    },
    // Node's HTTP server drops a request whose client half-closes (httpAllowHalfOpen is off): it is answered
    // only when the answer is ready before the close is seen.
    {
      name: 'closing boundary missing, socket half-closed',
      contentType: type,
      pieces: [{ bytes: head + fileHead + content }],
      ending: 'end',
      expect: { status: [400, null] },
    },
    // Fewer bytes than the Content-Length, then the client stops sending: Node's HTTP parser answers 400 itself.
    {
      name: 'socket ends before the Content-Length',
      contentType: type,
      contentLength: Buffer.byteLength(head + fileHead + content + close) + 100,
      pieces: [{ bytes: head + fileHead + content }],
      ending: 'end',
      expect: { status: [400] },
    },
    {
      name: 'connection reset mid-file',
      contentType: type,
      contentLength: Buffer.byteLength(head + fileHead + content + close),
      pieces: [{ bytes: head + fileHead + content.slice(0, half) }, { bytes: content.slice(half), delayMs: 300 }],
      ending: 'destroy',
      expect: { status: [null] },
    },
    {
      name: 'stalled mid-file',
      contentType: type,
      contentLength: Buffer.byteLength(head + fileHead + content + close),
      pieces: [{ bytes: head + fileHead + content.slice(0, half) }],
      ending: 'none',
      expect: { status: [408], code: 'REQUEST_TIMEOUT' },
    },
    {
      name: 'malformed part header',
      contentType: type,
      pieces: [{ bytes: `${head}--${BOUNDARY}\r\nthis line is no header\r\n\r\n${content}${close}` }],
      ending: 'none',
      expect: cut,
    },
    {
      name: 'body framed with another boundary',
      contentType: type,
      pieces: [{ bytes: Object.values(partsOf(shape, 'some-other-boundary')).join('') }],
      ending: 'none',
      expect: cut,
    },
    {
      name: 'no boundary in the Content-Type',
      contentType: 'multipart/form-data',
      pieces: [{ bytes: head + fileHead + content + close }],
      ending: 'none',
      expect: cut,
    },
  ];
}

/** The faults' names, for a test per fault. */
export const FAULT_NAMES = bodyFaults({ fields: [], file: { field: 'f', name: 'f', content: 'x' } }).map((f) => f.name);

/** The fault `name` of a body of this shape. */
export function faultOf(shape: MultipartShape, name: string): BodyFault {
  return bodyFaults(shape).find((f) => f.name === name)!;
}

/** Sends a faulty body to `path`, waiting long enough for a stalled one to be timed out. */
export function sendFault(url: string, path: string, fault: BodyFault, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const length = fault.contentLength ?? fault.pieces.reduce((n, p) => n + Buffer.byteLength(p.bytes), 0);
  return rawRequest(url, {
    method: path.split(' ')[0]!,
    path: path.split(' ')[1]!,
    headers: { 'content-type': fault.contentType, 'content-length': String(length), ...headers },
    pieces: fault.pieces,
    ending: fault.ending,
    // A reset connection gets no answer: a short wait shows none came.
    waitMs: fault.expect.status.includes(null) ? 1500 : 8000,
  });
}

/** The temporary files fs-capacitor spools uploads to, in `dir` (the process's os.tmpdir()). */
export function spooledFiles(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.startsWith('capacitor-'));
}

/** Waits (up to 3 s) until no spooled file is left in `dir`; returns what is left. */
export async function spooledFilesAfterCleanup(dir: string): Promise<string[]> {
  // Up to 10 s: the removal runs after the answer, and npm test runs this layer at a lower priority beside the
  // browser specs, where 3 s once passed with a file still there. A file that is never removed still fails.
  for (let i = 0; i < 100 && spooledFiles(dir).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  return spooledFiles(dir);
}
