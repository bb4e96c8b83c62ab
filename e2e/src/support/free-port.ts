import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on loopback right now (the OS picks it; closed again before it is handed out). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
