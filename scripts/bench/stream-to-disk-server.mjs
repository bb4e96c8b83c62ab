// The upload baseline of `npm run bench:auth`: a bare node:http server that streams each request body, as it
// comes (the whole multipart body, unparsed), to a file under BENCH_UPLOAD_DIR and answers 201 once the file is
// written. The floor any upload path has to pay: the bytes over loopback and one write of them to disk.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serveUploads } from './bare-upload-server.mjs';

const dir = process.env.BENCH_UPLOAD_DIR;
if (!dir) throw new Error('BENCH_UPLOAD_DIR is not set');
mkdirSync(dir, { recursive: true });
let seq = 0;

serveUploads(async (req) => {
  const file = path.join(dir, `upload-${process.pid}-${++seq}`);
  await pipeline(req, createWriteStream(file));
  return { file };
});
