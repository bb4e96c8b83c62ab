import { randomInt } from 'node:crypto';

/** A file a test sends in a multipart request. */
export interface TestFile {
  name: string;
  content: Uint8Array<ArrayBuffer> | string;
}

/** One field of a multipart form: a text, or a file. */
export type FormPart = [name: string, value: string | TestFile];

const escape = (s: string) => s.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
const crlf = (s: string) => s.replace(/\r?\n|\r/g, '\r\n');

/**
 * A multipart/form-data body, byte for byte as fetch encodes a FormData of the same parts (undici's boundary, escapes
 * and `application/octet-stream` for a file), built as one Buffer: a file's bytes are copied once. A FormData's Blob
 * copies them into the Blob, then fetch streams it through a web ReadableStream that copies each chunk again; for the
 * upload tests' 25-28 MB bodies that was about 3.7 of uploads.test.ts's 17 CPU s. Sent with a Content-Length, as
 * fetch sends a FormData, so the portal sees the same request.
 */
export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----formdata-undici-0${String(randomInt(1e11)).padStart(11, '0')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${escape(crlf(name))}"`;
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`${head}\r\n\r\n${crlf(value)}\r\n`));
    } else {
      chunks.push(Buffer.from(`${head}; filename="${escape(value.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
      chunks.push(
        typeof value.content === 'string' ? Buffer.from(value.content) : Buffer.from(value.content.buffer, value.content.byteOffset, value.content.byteLength),
      );
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart body for the harness's requests (see multipartBody). */
export class MultipartForm {
  readonly body: Buffer;
  readonly contentType: string;
  constructor(readonly parts: FormPart[]) {
    ({ body: this.body, contentType: this.contentType } = multipartBody(parts));
  }
}

/** A REST form's parts as restForm sends them: text fields (a list of texts as repeated fields, anything else as JSON), then the files. */
export function formParts(opts: { fields?: Record<string, unknown>; files?: Record<string, TestFile> }): FormPart[] {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(opts.fields ?? {})) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) value.forEach((v: string) => parts.push([name, v]));
    else parts.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  for (const [name, file] of Object.entries(opts.files ?? {})) parts.push([name, file]);
  return parts;
}
