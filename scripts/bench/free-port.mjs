import net from 'node:net';

/** A loopback port free at the time of asking (a listener on port 0, closed again), for a server a benchmark starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
