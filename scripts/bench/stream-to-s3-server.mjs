// The S3 upload floor of `npm run bench:auth`: a bare node:http server that streams each request body, as it comes
// (the whole multipart body, unparsed), into the S3 server at BENCH_S3_ENDPOINT as one PutObject with the request's
// own Content-Length, and answers 201 once the object is stored. The least an upload to S3 can cost: the bytes over
// loopback twice and the S3 server's one write of them; no parsing, no parts, no spooling. Objects are kept, as the
// bare stream to disk keeps its files (the benchmark removes the S3 server's folder at the end). The S3 client is
// configured as the portal's (integrations/storage/s3-storage.ts): path-style, checksums only where required.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { serveUploads } from './bare-upload-server.mjs';

const endpoint = process.env.BENCH_S3_ENDPOINT;
const bucket = process.env.BENCH_S3_BUCKET;
if (!endpoint || !bucket) throw new Error('BENCH_S3_ENDPOINT and BENCH_S3_BUCKET must be set');
const client = new S3Client({
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  // s3rver checks signatures against this fixed key pair.
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
let seq = 0;

serveUploads(async (req) => {
  const key = `bare/upload-${process.pid}-${++seq}`;
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: req, ContentLength: Number(req.headers['content-length']) }));
  return { key };
});
