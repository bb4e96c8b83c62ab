// The CPU slowdown multiplier for Lighthouse's simulated throttling, calibrated to this host as Lighthouse's
// docs/throttling.md ("Calibrating the CPU slowdown") says: its default 4x takes a high-end desktop (benchmarkIndex
// 1,500 to 2,000) to a mid-tier phone, so a slower host gets a lower multiplier. The mapping is the one of
// Lighthouse's CPU throttling calculator (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's default (mobile preset) CPU slowdown. */
export const DEFAULT_MULTIPLIER = 4;
/** Above this 1-minute load average (2 cores) the host is shared, and an index measured now is not the host's. */
export const MAX_LOAD = 1.5;

/**
 * The calculator's multiplier for a benchmarkIndex, or null under 150, where it says the device "is too slow to
 * accurately emulate the target Lighthouse device".
 */
export function multiplierFor(index) {
  if (!Number.isFinite(index) || index < 150) return null;
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + (index - 150) / 650;
}

/** Another bench or the whole test run, by its command line: they share the CPU with whatever is measured. */
function otherBenches() {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // Node processes only: `npm run bench:x` and shells that start them hold the same words.
      if (!/(^|\/)node$/.test(args[0])) continue;
      // scripts/bench-*.mjs, scripts/bench/*.mjs and the like (a helper's own bench script among them).
      const script = args.find((a) => /scripts\/(.*bench.*|test-all)\.mjs$/.test(a));
      if (script) found.push(`${script.slice(script.lastIndexOf('scripts/'))} (pid ${pid})`);
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return found;
}

/** Why the host cannot be calibrated now (load, another bench), or null when it is quiet enough. */
export function busyReason() {
  const load = os.loadavg()[0];
  if (load > MAX_LOAD) return `1-minute load average ${load.toFixed(2)} > ${MAX_LOAD}`;
  const others = otherBenches();
  if (others.length) return `another bench is running: ${others.join(', ')}`;
  return null;
}

/**
 * Lighthouse's own benchmarkIndex (its `computeBenchmarkIndex` page function, about 1 s each), measured `times`
 * times in a blank tab of `browser` (a puppeteer Browser), as Lighthouse does before it loads a page: the median and
 * every value.
 */
export async function measureBenchmarkIndex(browser, times = 5) {
  const tab = await browser.newPage();
  try {
    const values = [];
    for (let i = 0; i < times; i++) values.push(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    return { median, values };
  } finally {
    await tab.close();
  }
}

/**
 * The multiplier to run with: calibrated from the host's median benchmarkIndex when the host is quiet (the load
 * before measuring, other benches before and after), else the default 4x and the reason. `launchBrowser` answers a
 * puppeteer Browser, closed here.
 */
export async function calibrate(launchBrowser, times = 5) {
  const before = busyReason();
  if (before) return { multiplier: DEFAULT_MULTIPLIER, calibrated: false, reason: before };
  const browser = await launchBrowser();
  let measured;
  try {
    measured = await measureBenchmarkIndex(browser, times);
  } finally {
    await browser.close();
  }
  // Not the load again: the index's own seconds of CPU lift it. Another bench starting meanwhile would not show yet.
  const others = otherBenches();
  if (others.length) return { multiplier: DEFAULT_MULTIPLIER, calibrated: false, reason: `another bench started: ${others.join(', ')}`, ...measured };
  const multiplier = multiplierFor(measured.median);
  if (multiplier === null) {
    return { multiplier: DEFAULT_MULTIPLIER, calibrated: false, reason: `benchmarkIndex ${Math.round(measured.median)} < 150, too slow to emulate`, ...measured };
  }
  return { multiplier, calibrated: true, reason: null, ...measured };
}
