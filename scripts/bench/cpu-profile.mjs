// Summarises a V8 CPU profile (.cpuprofile, from node:inspector or `node --cpu-prof`): self time by function
// and by where the code lives (a package under node_modules, the portal's own build, Node's internals, V8).
import { readFileSync } from 'node:fs';

/** Where a function's code lives: the npm package, the portal's build, Node itself, or V8's pseudo-frames. */
function areaOf(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : 'V8 builtins (JSON, RegExp, ...)';
  if (url.startsWith('node:')) return 'Node internals (http, net, streams...)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/server-dist/');
  if (dist >= 0)
    return `portal: ${
      url
        .slice(dist + '/server-dist/'.length)
        .split('/')
        .slice(0, -1)
        .join('/') || '.'
    }`;
  return url.replace(/^file:\/\//, '');
}

function shortUrl(url) {
  if (!url) return '';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) return url.slice(nm + '/node_modules/'.length);
  const dist = url.indexOf('/server-dist/');
  if (dist >= 0) return `server/dist/${url.slice(dist + '/server-dist/'.length)}`;
  return url.replace(/^file:\/\//, '');
}

/** The layers of a request, by the area (package) the time is charged to; the first match wins. */
const LAYERS = [
  ['GraphQL: Apollo Server, graphql-js, TypeGraphQL, scalars, armor', /^(@apollo\/|graphql|type-graphql|@as-integrations\/|@escape\.tech\/|@graphql-)/],
  ['ORM layer: MikroORM, knex, tarn (pool)', /^(@mikro-orm\/|knex|tarn|dataloader)/],
  ['Request logging: pino, pino-http, sonic-boom', /^(pino|sonic-boom|@pinojs\/|fast-redact|thread-stream|quick-format-unescaped|atomic-sleep|safe-stable-stringify)/],
  [
    'HTTP framework: express, router, helmet, body parsing',
    /^(express|router|helmet|body-parser|raw-body|parseurl|on-finished|finalhandler|send|content-type|type-is|accepts|negotiator|mime|mime-types|mime-db|qs|depd|vary|etag|fresh|statuses|http-errors|iconv-lite|media-typer|proxy-addr|forwarded|ipaddr\.js|encodeurl|escape-html|path-to-regexp|ee-first|unpipe|destroy|cookie|side-channel.*|call-bound|get-intrinsic|es-.*|function-bind|hasown|object-inspect|dunder-proto|math-intrinsics|gopd|has-symbols)$/,
  ],
  ['Validation: zod, class-validator', /^(zod|class-validator|validator|libphonenumber-js)$/],
  ["The portal's own code (server/dist)", /^portal: /],
  ["The baseline's own code (routing, JSON)", /scripts\/bench\//],
  ['pg driver (the baseline has it too)', /^(pg|pg-protocol|pg-types|pg-pool|pg-connection-string|postgres-.*|pgpass|split2)$/],
  ['Token verification: jose (the baseline has it too)', /^jose$/],
  ['Node internals: http, net, streams, timers', /^Node internals/],
  ['V8 builtins (JSON, RegExp, Date...)', /^V8 builtins/],
  ['Garbage collector', /^\(garbage collector\)$/],
];
const layerOf = (area) => LAYERS.find(([, re]) => re.test(area))?.[0] ?? `other: ${area}`;

const NATIVE = new Set(['V8 builtins (JSON, RegExp, ...)', 'Node internals (http, net, streams...)']);

/**
 * Self time per function and per area, in ms and as a share of the busy time (everything but idle), for the
 * profile in `file`. Three views of the areas: `areas` (where the sampled frame's code lives), `callers` (the
 * same, with a native or Node-internal frame charged to the nearest package or portal code that called it:
 * a socket write made for the log is the logger's), and `inclusive` (the share of busy samples with a frame
 * of the area anywhere on the stack). Answers { busyMs, idleMs, functions, areas, callers, inclusive }.
 */
export function summariseProfile(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const selfMs = new Map();
  // A sample's time is the delta to the next sample.
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const id = profile.samples[i];
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
  }
  const add = (m, k, ms) => m.set(k, (m.get(k) ?? 0) + ms);
  const functions = new Map();
  const areas = new Map();
  const callers = new Map();
  const layers = new Map();
  const inclusive = new Map();
  let idleMs = 0;
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const name = `${frame.functionName || '(anonymous)'}${frame.url ? ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : ''}`;
    add(functions, name, ms);
    const area = areaOf(frame);
    add(areas, area, ms);
    let charged = area;
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const a = areaOf(byId.get(at).callFrame);
      if (a === '(root)') continue;
      onStack.add(a);
      if (NATIVE.has(charged) && !NATIVE.has(a)) charged = a;
    }
    add(callers, charged, ms);
    add(layers, layerOf(charged), ms);
    for (const a of onStack) add(inclusive, a, ms);
  }
  const ranked = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms, share: busyMs ? ms / busyMs : 0 }));
  return {
    busyMs,
    idleMs,
    functions: ranked(functions),
    areas: ranked(areas),
    callers: ranked(callers),
    layers: ranked(layers),
    inclusive: ranked(inclusive),
  };
}

/** The summary as text lines; with `cpuMsPerRequest`, each layer's share is also shown as milliseconds per request. */
export function formatProfile(summary, top = 15, cpuMsPerRequest = null) {
  const pct = (x) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const lines = [`busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms (shares below are of the busy time)`];
  const section = (title, rows) => {
    lines.push('', title);
    for (const r of rows.slice(0, top)) lines.push(`  ${pct(r.share)}${cpuMsPerRequest ? `  ${(r.share * cpuMsPerRequest).toFixed(3)} ms/req` : ''}  ${r.name}`);
  };
  section('Self time by layer (native and Node-internal work charged to the package that called it):', summary.layers);
  section('Self time by area, native and Node-internal work charged to the package that called it:', summary.callers);
  section('Inclusive time by area (a frame of it anywhere on the stack; middleware calling next() carries what follows it):', summary.inclusive);
  section('Self time by function:', summary.functions);
  return lines;
}

/** The layers of two profiles side by side, in CPU milliseconds per request: where the portal spends more. */
export function compareLayers(portal, portalCpuMs, baseline, baselineCpuMs) {
  const ms = (summary, cpu) => new Map(summary.layers.map((l) => [l.name, l.share * cpu]));
  const p = ms(portal, portalCpuMs);
  const b = ms(baseline, baselineCpuMs);
  const names = [...new Set([...p.keys(), ...b.keys()])].sort((x, y) => (p.get(y) ?? 0) - (b.get(y) ?? 0) - ((p.get(x) ?? 0) - (b.get(x) ?? 0)));
  const f = (x) => (x ?? 0).toFixed(3).padStart(7);
  const lines = [`${'CPU ms per request, by layer'.padEnd(68)} | ${'portal'.padStart(7)} | ${'base'.padStart(7)} | ${'extra'.padStart(7)}`];
  for (const name of names) {
    const extra = (p.get(name) ?? 0) - (b.get(name) ?? 0);
    if (Math.abs(extra) < 0.005 && (p.get(name) ?? 0) < 0.01) continue;
    lines.push(`${name.padEnd(68)} | ${f(p.get(name))} | ${f(b.get(name))} | ${f(extra)}`);
  }
  lines.push(
    `${'total (the Node process; the SQL runs in PostgreSQL, not here)'.padEnd(68)} | ${f(portalCpuMs)} | ${f(baselineCpuMs)} | ${f(portalCpuMs - baselineCpuMs)}`,
  );
  return lines;
}
