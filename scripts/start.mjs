#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the portal.
// With DATABASE_URL unset the server starts its own embedded PostgreSQL under .data/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const stale = (outputs, sources) => outputs.some((o) => !existsSync(o)) || Math.max(...sources.map(newest)) > Math.min(...outputs.map((o) => statSync(o).mtimeMs));
const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (stale([path.join(root, 'server/dist/main.js')], [path.join(root, 'server/src'), path.join(root, 'common/src')])) run(['run', 'build', '-w', 'server']);
if (stale([path.join(root, 'client/dist/index.html')], [path.join(root, 'client/src'), path.join(root, 'common/src')])) run(['run', 'build', '-w', 'client']);

const r = spawnSync(process.execPath, [path.join(root, 'server/dist/main.js')], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 0);
