// What the browser and scale-out layers of `npm test` need from the machine: Debian's Chromium headless shell (the
// end-to-end tests drive /usr/bin/chromium-headless-shell; no browser is downloaded) and nginx (the two-replica
// run). When one is missing, `npm test` installs it if it may (root, with apt-get), as `.ci/run` did alone before;
// otherwise it stops at once with the one command that installs them, instead of failing those layers after the
// others ran.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = {
  // The headless shell (Chromium's old headless mode) takes about half the CPU of `chromium` (e2e/src/support/browser.ts).
  e2e: { pkg: 'chromium-headless-shell', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell') },
  scale: { pkg: 'nginx', present: () => !spawnSync('nginx', ['-v']).error },
};

/** Makes sure the machine has what `layers` need; returns an error message when it cannot, else null. */
export function ensureTestPrerequisites(layers) {
  // Debian puts nginx in /usr/sbin, which a non-login shell may not have on PATH; the children inherit this.
  if (!process.env.PATH.split(':').includes('/usr/sbin')) process.env.PATH += ':/usr/sbin';
  const missing = Object.entries(NEEDS)
    .filter(([layer, need]) => layers.includes(layer) && !need.present())
    .map(([, need]) => need.pkg);
  if (missing.length === 0) return null;

  const command = `apt-get install -y ${missing.join(' ')}`;
  // TEST_INSTALL=false: never install on this machine, only say what is missing.
  const mayInstall = process.env.TEST_INSTALL !== 'false' && process.getuid?.() === 0 && !spawnSync('apt-get', ['--version']).error;
  if (!mayInstall) {
    return `Missing ${missing.join(' and ')} for the end-to-end and scale-out tests. Install with: sudo ${command}  (or run some layers only: TEST_LAYERS=lint,types,common,server,client npm test)`;
  }
  console.log(`\n=== installing ${missing.join(', ')} (${command}) ===`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...missing])) return `Could not install ${missing.join(' and ')}: run ${command}`;
  // The package starts nginx as a service on port 80; the scale-out run starts its own on a free port.
  if (missing.includes('nginx')) spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
  const still = Object.entries(NEEDS).filter(([layer, need]) => layers.includes(layer) && !need.present());
  return still.length ? `Still missing after the install: ${still.map(([, n]) => n.pkg).join(', ')}` : null;
}
