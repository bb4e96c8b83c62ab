import type { IncomingHttpHeaders } from 'node:http';
import type { Writable } from 'node:stream';

/** busboy's limit on a part's header section (MAX_HEADER_SIZE), with room for the delimiter before it. */
const WINDOW_BYTES = 17 * 1024;

/**
 * The length a multipart body's file part has if it is the body's last part, told as its header has been read, before
 * any of its bytes: the request's Content-Length less the bytes before the file's data and the closing delimiter after
 * it ("\r\n--<boundary>--\r\n", as browsers, curl and undici close a body). A store that needs a length up front (S3)
 * can then stream the file as one object (ObjectStorage.stage's `expectedBytes`).
 *
 * It counts the raw bytes the parser is given (its `_write`, which busboy runs chunk by chunk, its events fired
 * inside) and keeps the last few KiB of them: when the parser announces a file part, the part's header ended in what
 * it was given, so the data starts after the last delimiter there and the blank line after it. Only a hint: when the
 * file is not the last part, or the body is closed otherwise, the length is wrong and the store finds it so at the
 * file's end (it then stores the file as it came). Answers undefined where it cannot be told: no Content-Length (a
 * chunked body), no boundary in the Content-Type, or a header no longer in view.
 */
export function watchLastFileLength(headers: IncomingHttpHeaders, parser: Writable): () => number | undefined {
  const declared = Number(headers['content-length']);
  const boundary = boundaryOf(headers['content-type']);
  if (headers['transfer-encoding'] !== undefined || !Number.isSafeInteger(declared) || !boundary) return () => undefined;
  // A part begins with "--<boundary>\r\n" (after "\r\n" but at the body's start), its data after its headers' blank line.
  const opening = Buffer.from(`--${boundary}\r\n`, 'latin1');
  const closingBytes = boundary.length + 8;

  /** The latest chunks given to the parser (from `first` on), the last one whole, the ones before it while within WINDOW_BYTES. */
  let recent: (Buffer | undefined)[] = [];
  let first = 0;
  let recentBytes = 0;
  /** Raw bytes given to the parser before `recent[first]`. */
  let before = 0;
  const write = parser._write.bind(parser);
  parser._write = (chunk: Buffer, encoding, done) => {
    recent.push(chunk);
    recentBytes += chunk.length;
    while (recent.length - first > 1 && recentBytes - recent[first]!.length >= WINDOW_BYTES) {
      const dropped = recent[first]!.length;
      // Let go at once: a dropped chunk must not stay in memory until the list is trimmed.
      recent[first++] = undefined;
      before += dropped;
      recentBytes -= dropped;
    }
    // Dropped in bulk, so a body sent a byte at a time costs no more per byte than one sent in large reads.
    if (first > 1024) {
      recent = recent.slice(first);
      first = 0;
    }
    write(chunk, encoding, done);
  };

  return () => {
    const view = Buffer.concat(recent.slice(first) as Buffer[], recentBytes);
    let at = view.lastIndexOf(opening);
    // Bytes that look like a delimiter without the line break before it are data.
    while (at > 0 && !(view[at - 2] === 0x0d && view[at - 1] === 0x0a)) at = view.lastIndexOf(opening, at - 1);
    if (at < 0 || (at === 0 && before > 0)) return undefined;
    // An empty header section ends at once: its blank line shares the delimiter's line break.
    const blank = view.indexOf('\r\n\r\n', at + opening.length - 2, 'latin1');
    if (blank < 0) return undefined;
    const length = declared - (before + blank + 4) - closingBytes;
    return length > 0 ? length : undefined;
  };
}

/** The boundary parameter of a multipart Content-Type, quoted or not. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}
