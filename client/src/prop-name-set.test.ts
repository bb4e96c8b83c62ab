import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiesDir } from './test/chakra-module-copies';
import { patchIsPropValid } from '../vite-prop-name-set';

type IsPropValid = (prop: string) => boolean;

const require = createRequire(import.meta.url);
const EMOTION = path.join(path.dirname(require.resolve('@emotion/is-prop-valid/package.json')), 'dist', 'emotion-is-prop-valid.esm.js');
const code = readFileSync(EMOTION, 'utf8');

let dir: string;
let own: IsPropValid;
let patched: IsPropValid;

/** Emotion's module, copied aside (under node_modules, so its import of @emotion/memoize resolves) as given. */
async function load(name: string, source: string): Promise<IsPropValid> {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: IsPropValid }).default;
}

beforeAll(async () => {
  dir = copiesDir('prop-name-set');
  const patchedCode = patchIsPropValid(code);
  if (!patchedCode) throw new Error("Emotion's isPropValid no longer has the shape the build patches");
  expect(patchedCode).not.toMatch(/reactPropsRegex = \//);
  own = await load('own.mjs', code);
  patched = await load('patched.mjs', patchedCode);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("Emotion's isPropValid with its names in a Set (vite-prop-name-set.ts)", () => {
  it('answers as Emotion does for every name it lists, their near misses and the prefixed attributes', () => {
    const names = /var reactPropsRegex = \/\^\(\(([A-Za-z0-9|]+)\)/.exec(code)?.[1]?.split('|') ?? [];
    expect(names.length).toBeGreaterThan(200);
    const props = [
      ...names,
      ...names.flatMap((n) => [n.toUpperCase(), `${n}x`, n.slice(1), ` ${n}`, `${n}\n`]),
      ...['data-', 'data-x', 'DATA-x', 'Data-Foo', 'aria-label', 'ARIA-hidden', 'x-', 'x-y', 'X-y', 'datax', 'data-a\nb', 'aria-\u2028'],
      ...['onClick', 'onclick', 'on', 'onA', 'on1', 'colorPalette', 'asChild', 'variant', 'css', 'sx', '_hover'],
      ...['', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'children|key', '(children)', '.*'],
    ];
    const differ = props.filter((p) => own(p) !== patched(p));
    expect(differ).toEqual([]);
    // Not a test that passes whatever the two answer: both say yes and no where Emotion means them to.
    expect([patched('href'), patched('data-id'), patched('onClick'), patched('colorPalette'), patched('constructor')]).toEqual([true, true, true, false, false]);
  });

  it('steps aside when Emotion changes shape', () => {
    expect(patchIsPropValid(code.replace('var reactPropsRegex = ', 'var propsRegex = '))).toBeNull();
    expect(patchIsPropValid(code.replace('reactPropsRegex.test(prop)', 'reactPropsRegex.exec(prop)'))).toBeNull();
  });
});
