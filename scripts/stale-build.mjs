// Whether a build is older than its sources, and the server's rebuild for the scripts that run server/dist
// (npm start, the benchmarks): one copy of the rule, so they agree on what "stale" means.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The newest modification time of any file below `dir` (0 when it does not exist). */
export function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** True when an output is missing or any source file is newer than the oldest output. */
export function stale(outputs, sources) {
  return outputs.some((o) => !existsSync(o)) || Math.max(...sources.map(newest)) > Math.min(...outputs.map((o) => statSync(o).mtimeMs));
}

/**
 * For the benchmarks: rebuilds common and server when server/dist is older than their sources (not with
 * BENCH_NO_BUILD). A failed build measures the existing one, with a warning through `say`.
 */
export function buildServerIfStale(say) {
  const built = path.join(root, 'server', 'dist', 'app.js');
  if (!stale([built], [path.join(root, 'server', 'src'), path.join(root, 'common', 'src')]) || process.env.BENCH_NO_BUILD) return;
  say('Building common and server (the build is older than the sources)...');
  for (const ws of ['common', 'server']) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      if (!existsSync(built)) throw new Error(`npm run build -w ${ws} failed`);
      say(`WARNING: npm run build -w ${ws} failed; measuring the existing build in server/dist.`);
      return;
    }
  }
}
