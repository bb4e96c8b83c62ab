// In a bench server's child process: on { profile: 'start' } from the parent, starts the V8 CPU profiler
// (node:inspector); on { profile: 'stop', file }, stops it and writes the profile to `file`. A profile so
// covers the measured requests only, not the start-up.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export function answerProfileRequests() {
  let session;
  process.on('message', async (message) => {
    if (message?.profile === 'start' && !session) {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      process.send({ profile: 'started' });
    } else if (message?.profile === 'stop' && session) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = undefined;
      writeFileSync(message.file, JSON.stringify(profile));
      process.send({ profile: 'stopped', file: message.file });
    }
  });
}
