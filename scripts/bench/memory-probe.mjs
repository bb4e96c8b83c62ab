// Loaded into the portal by `npm run bench:auth` (node --import), never by the product: the portal's own
// memory figures, asked for over the IPC channel the bench opens. Why: the portal's RSS under concurrent uploads
// moved between +1 and +19 MB from run to run with no change to the upload path. Each 64 KiB socket read is a new
// Buffer, garbage once written, freed only by the next scavenge; tens of MB of them can wait for it, and glibc keeps
// the freed memory in the process. So RSS says where the bench's first sample fell in that cycle, not what the
// uploads hold. What they hold is what a full garbage collection leaves.
//
//   { memory: 'gc' }         a full garbage collection (the inspector's HeapProfiler.collectGarbage), then
//                            answers { memory: 'gc', usage } (process.memoryUsage())
//   { memory: 'watch' }      samples process.memoryUsage() every 10 ms from now on
//   { memory: 'peak' }       stops sampling, answers { memory: 'peak', peak } (the largest of each figure)
import { Session } from 'node:inspector/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const FIELDS = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'];

if (process.send && process.channel) {
  let peak = null;
  let sampler = null;
  const sample = () => {
    const usage = process.memoryUsage();
    for (const k of FIELDS) peak[k] = Math.max(peak[k], usage[k]);
  };
  process.on('message', async (message) => {
    if (message?.memory === 'gc') {
      const session = new Session();
      session.connect();
      try {
        await session.post('HeapProfiler.collectGarbage');
      } finally {
        session.disconnect();
      }
      // V8 frees ArrayBuffers' memory on a background thread after the collection (its sweeper): give it a moment.
      await sleep(50);
      process.send({ memory: 'gc', usage: process.memoryUsage() });
    } else if (message?.memory === 'watch') {
      peak = process.memoryUsage();
      clearInterval(sampler);
      sampler = setInterval(sample, 10);
    } else if (message?.memory === 'peak') {
      clearInterval(sampler);
      sample();
      process.send({ memory: 'peak', peak });
    }
  });
  // The channel must not keep the portal alive (a listener for 'message' refs it): it stops on its signals as deployed.
  process.channel.unref();
}
