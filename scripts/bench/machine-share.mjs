// How much of the machine's CPU went to work other than the bench's own processes during a measurement
// (Linux /proc): on a shared machine, a case measured while something else ran says so in the report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const CLOCK_TICKS = 100;
const supported = existsSync('/proc/stat');

/** Busy jiffies of the whole machine: everything but idle and iowait. */
function machineBusy() {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const f = cpu.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  return f[0] + f[1] + f[2] + f[5] + f[6] + (f[7] ?? 0);
}

/** Every process: pid -> { ppid, jiffies (utime + stime) }. */
function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), { ppid: Number(rest[1]), jiffies: Number(rest[11]) + Number(rest[12]) });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return all;
}

/** CPU jiffies used so far by `roots` and all their descendants. */
function ownJiffies(roots) {
  const all = processes();
  const children = new Map();
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  let total = 0;
  const seen = new Set();
  const stack = roots.filter((pid) => all.has(pid));
  while (stack.length) {
    const pid = stack.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += all.get(pid)?.jiffies ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU milliseconds used so far by `roots` and their descendants (null where /proc is not available). */
export function cpuMs(roots) {
  return supported ? (ownJiffies(roots) * 1000) / CLOCK_TICKS : null;
}

/**
 * Starts a measurement; its `end()` answers the share of the machine's CPU capacity (0..1) that processes
 * other than `roots()` and their descendants used meanwhile, or null where /proc is not available.
 */
export function otherWork(roots) {
  if (!supported) return { end: () => null };
  const t0 = performance.now();
  const busy0 = machineBusy();
  const own0 = ownJiffies(roots());
  return {
    end() {
      const seconds = (performance.now() - t0) / 1000;
      const other = machineBusy() - busy0 - (ownJiffies(roots()) - own0);
      return Math.max(0, other / (seconds * CLOCK_TICKS * os.cpus().length));
    },
  };
}

/** The postmaster's pid of a data directory (its backends are its children), or null. */
export function postmasterPid(dataDir) {
  try {
    return Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/**
 * Waits, in half-second looks, until processes other than `roots()` use under `threshold` of the machine's
 * CPU, for at most `maxWaitMs`. Answers the milliseconds waited (0 at once where /proc is not available).
 */
export async function waitForQuiet(roots, threshold, maxWaitMs) {
  if (!supported || maxWaitMs <= 0) return 0;
  const start = performance.now();
  for (let look = 0; look < 1000 && performance.now() - start < maxWaitMs; look++) {
    const m = otherWork(roots);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (m.end() < threshold) break;
  }
  return performance.now() - start;
}
