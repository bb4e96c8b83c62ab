import { Session } from 'node:inspector/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What this process holds: its heap and its Buffers after a full garbage collection (the inspector's, no
 * --expose-gc needed). Not RSS: each 64 KiB socket read of an upload is a Buffer, garbage once written, that waits
 * for a collection, and those a stream still held at a scavenge outlive it and wait for a full one: at their peak,
 * 17 to 27 MB of them under 5 concurrent 25 MiB uploads, 39 to 52 MB under 10 (bench:auth, load 20), and glibc
 * keeps some of what is freed. RSS says where a sample fell in that cycle; this says what the code keeps.
 */
export async function heldBytes(): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } finally {
    session.disconnect();
  }
  // V8 frees the collected Buffers' memory on a background thread (its ArrayBuffer sweeper), just after.
  await sleep(50);
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
