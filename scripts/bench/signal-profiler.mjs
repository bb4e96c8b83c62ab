// Preloaded into a portal process (node --import): SIGUSR2 starts the V8 CPU profiler, a second SIGUSR2 stops it and
// writes the profile to $SIGNIN_PROFILE_FILE (and `<file>.started` once it runs). For scripts/bench/signin-profile.mjs:
// it profiles `node server/dist/main.js` as deployed, which has no IPC channel for child-profiler.mjs.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

let session;
let busy = false;
process.on('SIGUSR2', async () => {
  if (busy) return;
  busy = true;
  try {
    if (!session) {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      writeFileSync(`${process.env.SIGNIN_PROFILE_FILE}.started`, '');
    } else {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = undefined;
      writeFileSync(process.env.SIGNIN_PROFILE_FILE, JSON.stringify(profile));
    }
  } finally {
    busy = false;
  }
});
