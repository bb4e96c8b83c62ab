// The upload baseline of `npm run bench:auth`: a bare node:http server that streams each request body, as it
// comes (the whole multipart body, unparsed), to a file under BENCH_UPLOAD_DIR and answers 201 once the file is
// written. The floor any upload path has to pay: the bytes over loopback and one write of them to disk.
import { createWriteStream, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.BENCH_UPLOAD_DIR;
if (!dir) throw new Error('BENCH_UPLOAD_DIR is not set');
mkdirSync(dir, { recursive: true });
let seq = 0;

const server = http.createServer((req, res) => {
  const file = path.join(dir, `upload-${process.pid}-${++seq}`);
  pipeline(req, createWriteStream(file)).then(
    () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ file }));
    },
    (err) => {
      res.writeHead(500);
      res.end(String(err));
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
