import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { watchLastFileLength } from './last-file-length.js';

const BOUNDARY = 'XyZ-last-file';

/** A multipart body: text fields, then one file of `file`'s bytes, then `after` (the closing delimiter by default). */
function body(file: Buffer, { fields = ['a', 'b'], after = `\r\n--${BOUNDARY}--\r\n` } = {}): Buffer {
  const parts = fields.map((name) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nvalue of ${name}\r\n`).join('');
  return Buffer.concat([
    Buffer.from(`${parts}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(after),
  ]);
}

/** Feeds `raw` to busboy in chunks of `chunk` bytes; answers what the watcher told at each file part's header. */
async function toldAtFiles(raw: Buffer, chunk: number, headers: IncomingHttpHeaders): Promise<(number | undefined)[]> {
  const parser = busboy({ headers });
  const told = watchLastFileLength(headers, parser);
  const answers: (number | undefined)[] = [];
  parser.on('file', (_name, stream) => {
    answers.push(told());
    stream.resume();
  });
  const done = new Promise((resolve, reject) => parser.on('close', resolve).on('error', reject));
  for (let at = 0; at < raw.length; at += chunk) parser.write(raw.subarray(at, at + chunk));
  parser.end();
  await done;
  return answers;
}

const headersOf = (raw: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`): IncomingHttpHeaders => ({
  'content-type': contentType,
  'content-length': String(raw.length),
});

describe('the length of a file that is the last part, told at its header', () => {
  // Data that looks like a delimiter without the line break before it, and a blank line, is the file's own.
  const file = Buffer.concat([Buffer.from(`%PDF x--${BOUNDARY}\r\n\r\n`), Buffer.alloc(200_000, 7)]);

  it('is the Content-Length less what comes before the data and the closing delimiter, however the body is cut in chunks', async () => {
    // One byte at a time puts the header's end in the parser's look-behind; 64 KiB is a socket read.
    const small = file.subarray(0, 20_000);
    for (const [data, chunk] of [
      [small, 1],
      [small, 7],
      [file, 100],
      [file, 4096],
      [file, 65_536],
      [file, 1e6],
    ] as const) {
      const raw = body(data);
      expect(await toldAtFiles(raw, chunk, headersOf(raw))).toEqual([data.length]);
    }
    const quoted = body(file, { fields: [] });
    expect(await toldAtFiles(quoted, 333, headersOf(quoted, `multipart/form-data; boundary="${BOUNDARY}"`))).toEqual([file.length]);
    // A long header section (up to busboy's 16 KiB) still in view.
    const long = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${'n'.repeat(15_000)}.pdf"\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    expect(await toldAtFiles(long, 1000, headersOf(long))).toEqual([file.length]);
  });

  it('is wrong, as the store then finds, when the body does not end with the file as browsers end it', async () => {
    const noLineBreak = body(file, { after: `\r\n--${BOUNDARY}--` });
    expect(await toldAtFiles(noLineBreak, 65_536, headersOf(noLineBreak))).toEqual([file.length - 2]);
    const fieldAfter = body(file, { after: `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="c"\r\n\r\nafter\r\n--${BOUNDARY}--\r\n` });
    expect((await toldAtFiles(fieldAfter, 65_536, headersOf(fieldAfter)))[0]).toBeGreaterThan(file.length);
  });

  it('is not told without a Content-Length (a chunked body) or a boundary', async () => {
    const raw = body(file);
    expect(await toldAtFiles(raw, 65_536, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' })).toEqual([undefined]);
    const told = watchLastFileLength({ 'content-type': 'multipart/form-data', 'content-length': '100' }, busboy({ headers: headersOf(raw) }));
    expect(told()).toBeUndefined();
  });
});
