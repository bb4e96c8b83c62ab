import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STYLED_SYSTEM } from '../test/chakra-module-copies';
import { patchSystem, snapshotModuleCode } from '../../vite-css-snapshot';
import { cssKey, type CssRecord, type CssSnapshot, recording, recordingCss, RECORD_GLOBAL, seededCss, snapshotText } from './css-snapshot';
import { system } from './system';

type Css = (...styles: unknown[]) => unknown;

/** Style arguments as the first screens pass them: props, a recipe's styles, conditions, responsive values, unset props. */
const CALLS: unknown[][] = [
  [{ px: '4', py: '2', color: 'fg.muted', _hover: { bg: 'bg.muted' } }],
  [
    { display: { base: 'none', md: 'flex' }, gap: '3' },
    { colorPalette: undefined, fontWeight: 'semibold' },
  ],
  [{ textStyle: 'sm', borderWidth: '1px', borderColor: 'border', rounded: 'l2' }, undefined, { width: 'full' }],
  [{ position: 'sticky', top: '0', zIndex: 'sticky', _dark: { bg: 'gray.900' }, md: { px: '8' } }],
];

/** What index.html holds after the build recorded `calls` with `css`. */
function snapshotOf(css: Css, calls: unknown[][]): CssSnapshot {
  const record: CssRecord = { calls: new Map(), active: true };
  const recorder = recordingCss(css, record);
  for (const args of calls) recorder(...args);
  return JSON.parse(snapshotText(record.calls)) as CssSnapshot;
}

describe("the first screens' css() answers from index.html (theme/css-snapshot.ts)", () => {
  it('answers a recorded call as the system computes it, without computing it', () => {
    const snapshot = snapshotOf(system.css as Css, CALLS);
    expect(snapshot).toHaveLength(CALLS.length);
    const computing = vi.fn(system.css as Css);
    const seeded = seededCss(computing, snapshot);
    for (const args of CALLS) expect(seeded(...args)).toEqual((system.css as Css)(...args));
    expect(computing).not.toHaveBeenCalled();
  });

  it('computes any other call, and one that differs only by an unset prop is another call', () => {
    const seeded = seededCss(system.css as Css, snapshotOf(system.css as Css, CALLS));
    const other = [{ px: '4', py: '2', color: 'fg.muted', _hover: { bg: 'bg.muted' }, m: '1' }];
    expect(seeded(...other)).toEqual((system.css as Css)(...other));
    expect(cssKey([{ a: 1 }])).not.toBe(cssKey([{ a: 1, b: undefined }]));
    expect(cssKey([{ a: 1 }, undefined])).not.toBe(cssKey([{ a: 1 }]));
  });

  it('keeps out what JSON cannot carry back as it was', () => {
    const css = (..._styles: unknown[]) => ({ a: 1, f: () => 1 });
    const record: CssRecord = { calls: new Map(), active: true };
    const recorder = recordingCss(css, record);
    recorder({ a: 1 });
    recorder({ transform: () => 'x' });
    recorder({ width: Number.NaN });
    expect(record.calls.size).toBe(0);
    expect([cssKey([() => 1]), cssKey([{ w: Infinity }]), cssKey(['\u0000undefined'])]).toEqual([null, null, null]);
  });

  it('records only while a first screen renders', async () => {
    const record: CssRecord = { calls: new Map(), active: false };
    const recorder = recordingCss(system.css as Css, record);
    recorder(...CALLS[0]!);
    const globals = globalThis as Record<string, unknown>;
    globals[RECORD_GLOBAL] = record;
    try {
      await recording(async () => void recorder(...CALLS[1]!));
    } finally {
      delete globals[RECORD_GLOBAL];
    }
    recorder(...CALLS[2]!);
    expect([...record.calls.keys()]).toEqual([cssKey(CALLS[1]!)]);
    expect(record.active).toBe(false);
  });

  it("patches Chakra's createSystem where its css() is made, and steps aside when that changes shape", () => {
    const code = readFileSync(path.join(STYLED_SYSTEM, 'system.js'), 'utf8');
    const patched = patchSystem(code, 'snapshot-module');
    expect(patched).toContain('const css = __portalWrapCss(createCssFn({');
    expect(patched?.startsWith('import { wrapCss as __portalWrapCss } from "snapshot-module";')).toBe(true);
    expect(patchSystem(code.replace('normalize: normalizeFn\n  });', 'normalize: normalizeFn,\n  });'))).toBeNull();
    expect(snapshotModuleCode('/src/theme/css-snapshot.ts')).toContain('"portal-css-snapshot"');
  });
});
