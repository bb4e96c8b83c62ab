#!/usr/bin/env node
// npm run bench:forms: the time a keystroke costs in the vendor's prequalification form (issue 7), in Chromium.
//
//   1. Builds common and server when their build is older than their sources (the shipped questionnaires are
//      read from server/dist), and the benchmark page (client/bench) with the client's own Vite config.
//   2. Serves the page on 127.0.0.1 and opens it in Debian's Chromium through playwright-core (as e2e does).
//   3. For each form: waits for it to render, focuses a text question in its middle, types warm-up keys, then
//      KEYS keys one at a time, and records per keystroke, inside the page:
//        handling: from the keydown (first listener, capture on window) to the end of the input event's
//        dispatch (last listener, bubble on window), with a forced layout at the end, so it covers React's
//        render and commit of the change and the browser's style and layout work it causes. (The Event Timing
//        API's durations run to the next 60 Hz frame of headless Chromium, so they say more about frame timing
//        than about the form: the plain-input baseline itself has most of its keystrokes at 16 ms or more.)
//   4. Prints per form the median, p95 and max handling time, the ratio to the minimal baseline (the same
//      number of plain DOM inputs, no framework) and to the renderer with 10 questions, and the goal: p95 under
//      16 ms at 300 fields (one frame at 60 Hz).
//
// Forms: a 300-question synthetic form (every answer type, in groups), the largest shipped questionnaire, the
// renderer with 10 questions, and the baseline of 300 plain inputs. It is a report, not a test: exit 0 either way.
//
// Settings: BENCH_KEYS (200), BENCH_WARMUP_KEYS (30), BENCH_NO_BUILD=1 (use client/bench's last build),
//           CHROMIUM_PATH (/usr/bin/chromium).
/* global window, document */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.data', 'bench', 'form-keystrokes');
const KEYS = Number(process.env.BENCH_KEYS ?? 200);
const WARMUP_KEYS = Number(process.env.BENCH_WARMUP_KEYS ?? 30);
const GOAL_MS = 16;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildServerIfStale() {
  const built = path.join(root, 'server', 'dist', 'modules', 'forms', 'default-templates', 'index.js');
  const stale = !existsSync(built) || ['common/src', 'server/src'].some((d) => newestMtime(path.join(root, d)) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('Building common and server (the build is older than the sources)...');
  for (const ws of ['common', 'server']) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`npm run build -w ${ws} failed`);
  }
}

async function buildPage() {
  const clientRequire = createRequire(path.join(root, 'client', 'package.json'));
  const { build } = await import(pathToFileURL(clientRequire.resolve('vite')).href);
  await build({
    configFile: path.join(root, 'client', 'vite.config.ts'),
    root: path.join(root, 'client', 'bench'),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** 300 questions of every answer type, ten to a group (two columns), the way a long questionnaire is laid out. */
function syntheticFields(count) {
  const options = [1, 2, 3, 4, 5].map((n) => ({ label: `Option ${n}`, value: `o${n}` }));
  const yesNo = [
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ];
  const make = (i) => {
    const slug = `q${i}`;
    const label = `Question ${i + 1}`;
    switch (i % 10) {
      case 1:
        return { slug, type: 'inputText', props: { label, type: 'number', minVal: 0, maxVal: 100000 } };
      case 2:
        return { slug, type: 'inputText', props: { label, type: 'float', minVal: 0, maxVal: 10 } };
      case 3:
        return { slug, type: 'inputText', props: { label, type: 'currency', minVal: 0 } };
      case 4:
        return { slug, type: 'inputTextArea', props: { label } };
      case 5:
        return { slug, type: 'singleSelectDropdown', props: { label, options } };
      case 6:
        return { slug, type: 'radio', props: { label, options: yesNo } };
      case 7:
        return { slug, type: 'multiSelectDropdown', props: { label, options } };
      case 8:
        return { slug, type: 'checkbox', props: { label: `${label}: I confirm` } };
      default:
        return { slug, type: 'inputText', props: { label, type: 'text', tooltip: 'Answer as on your records' } };
    }
  };
  const groups = [];
  for (let g = 0; g * 10 < count; g++) {
    const children = [];
    for (let i = g * 10; i < Math.min(count, g * 10 + 10); i++) children.push(make(i));
    groups.push({
      slug: `group_${g}`,
      type: 'formGroup',
      props: { title: `Section ${g + 1}`, viewType: 'horizontal', columns: 2, multipleDynamicInputs: false },
      children,
    });
  }
  return groups;
}

function countFields(fields) {
  return fields.reduce((n, f) => n + (f.type === 'formGroup' ? countFields(f.children) : 1), 0);
}

/** Installed before the page's scripts: the handling time of each keystroke. */
function measureInPage() {
  window.__handling = [];
  let start = 0;
  window.addEventListener('keydown', () => (start = performance.now()), true);
  window.addEventListener('input', () => {
    void document.body.offsetHeight;
    window.__handling.push(performance.now() - start);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function measure(browser, baseUrl, label, bench, fieldCount) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript((b) => (window.__BENCH__ = b), bench);
  await page.addInitScript(measureInPage);
  const loadStart = Date.now();
  await page.goto(baseUrl);
  await page.waitForFunction(() => window.__BENCH_READY__ === true, undefined, { timeout: 60_000 });
  const loadMs = Date.now() - loadStart;
  // A text question in the middle of the form.
  const inputs = page.locator(bench.kind === 'plain' ? 'input' : 'input[inputmode="text"]');
  const n = await inputs.count();
  if (!n) throw new Error(`${label}: no text input to type into`);
  const target = inputs.nth(Math.floor(n / 2));
  await target.scrollIntoViewIfNeeded();
  await target.focus();
  const text = 'Competent person for excavation and trenching, fall protection and scaffolding '.repeat(8);
  await page.keyboard.type(text.slice(0, WARMUP_KEYS));
  await page.evaluate(() => (window.__handling.length = 0));
  for (const ch of text.slice(WARMUP_KEYS, WARMUP_KEYS + KEYS)) await page.keyboard.type(ch);
  await page.waitForTimeout(300);
  const handling = await page.evaluate(() => window.__handling.slice());
  await page.close();
  const sorted = handling.slice().sort((a, b) => a - b);
  return {
    label,
    fieldCount,
    loadMs,
    keys: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
  };
}

async function main() {
  const started = Date.now();
  console.log(`bench:forms: Node ${process.version}; ${KEYS} measured keystrokes per form after ${WARMUP_KEYS} warm-up ones`);
  if (!process.env.BENCH_NO_BUILD) {
    buildServerIfStale();
    console.log('Building the benchmark page (client/bench) with the client Vite config...');
    await buildPage();
  }
  const { DEFAULT_TEMPLATES } = await import(pathToFileURL(path.join(root, 'server', 'dist', 'modules', 'forms', 'default-templates', 'index.js')).href);
  const [largestCategory, largest] = Object.entries(DEFAULT_TEMPLATES).sort((a, b) => countFields(b[1]) - countFields(a[1]))[0];
  const synthetic = syntheticFields(300);
  const small = syntheticFields(10);

  const e2eRequire = createRequire(path.join(root, 'e2e', 'package.json'));
  const playwright = await import(pathToFileURL(e2eRequire.resolve('playwright-core')).href);
  const { chromium } = playwright.chromium ? playwright : playwright.default;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const server = await serve();
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const results = [];
  try {
    results.push(await measure(browser, baseUrl, 'baseline: 300 plain inputs', { kind: 'plain', inputs: 300 }, 300));
    results.push(await measure(browser, baseUrl, 'renderer: 10 questions', { kind: 'renderer', fields: small }, 10));
    results.push(await measure(browser, baseUrl, `renderer: ${largestCategory} (largest shipped)`, { kind: 'renderer', fields: largest }, countFields(largest)));
    results.push(await measure(browser, baseUrl, 'renderer: 300 questions', { kind: 'renderer', fields: synthetic }, 300));
  } finally {
    await browser.close();
    server.close();
  }

  const [plain, ten] = results;
  const fmt = (v, d = 2) => v.toFixed(d).padStart(7);
  const lines = [];
  lines.push('');
  lines.push('form                                   | fields | load ms | keys | median ms |  p95 ms |  max ms | p95/baseline | p95/10 questions');
  lines.push('-'.repeat(130));
  for (const r of results) {
    lines.push(
      `${r.label.padEnd(38)} | ${String(r.fieldCount).padStart(6)} | ${String(r.loadMs).padStart(7)} | ${String(r.keys).padStart(4)} |   ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${fmt(r.p95 / plain.p95)}x     | ${fmt(r.p95 / ten.p95)}x`,
    );
  }
  const big = results[3];
  lines.push('');
  lines.push('handling: keydown to the end of the input event, with the layout it causes (React render and commit included).');
  lines.push(`Run took ${Math.round((Date.now() - started) / 1000)} s.`);
  lines.push(
    `GOAL (p95 handling under ${GOAL_MS} ms at 300 questions): ${big.p95 < GOAL_MS ? 'PASS' : 'FAIL'} (${big.p95.toFixed(2)} ms; median ${big.median.toFixed(2)} ms)`,
  );
  const report = lines.join('\n');
  console.log(report);
  mkdirSync(path.join(root, '.data', 'bench'), { recursive: true });
  writeFileSync(path.join(root, '.data', 'bench', 'forms-last-run.txt'), report + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
