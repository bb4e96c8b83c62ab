// s3rver in a process of its own, for tests that measure the portal's memory: in-process, the S3 server's own
// buffers would count as the portal's. Prints {"port": N} once listening; stops on SIGTERM.
import { createRequire } from 'node:module';

const S3rver = createRequire(import.meta.url)('s3rver');
const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', async () => {
  server.httpServer?.closeAllConnections();
  await server.close();
  process.exit(0);
});
