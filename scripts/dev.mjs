#!/usr/bin/env node
// `npm run dev`: the server rebuilt and restarted on change (tsc --watch + node --watch) and Vite's dev server on 5173,
// which proxies /graphql and /api to the server on 4000.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-b', 'server/tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=server/dist', '--watch-path=common/dist', 'server/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
