import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ChakraProvider, chakra as chakrasOwn } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copiesDir, copyModule, STYLED_SYSTEM } from '../test/chakra-module-copies';
import { patchFactory } from '../../vite-cached-cva';
import { system } from './system';

type Chakra = typeof chakrasOwn;

let dir: string;
let patched: Chakra;
let unpatched: Chakra;

/** Chakra's factory module, copied aside as it is or with the build's patch. */
async function factory(name: string, code: string): Promise<Chakra> {
  const file = copyModule(dir, name, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { chakra: Chakra }).chakra;
}

beforeAll(async () => {
  dir = copiesDir('cached-cva');
  const code = readFileSync(path.join(STYLED_SYSTEM, 'factory.js'), 'utf8');
  const patchedCode = patchFactory(code);
  if (!patchedCode) throw new Error("Chakra's styled factory no longer has the shape the build patches");
  patched = await factory('factory-patched.js', patchedCode);
  unpatched = await factory('factory-own.js', code);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const made = new Map<Chakra, ReturnType<typeof define>>();
/** Each factory's components, defined once as an app's are. */
const components = (chakra: Chakra) => made.get(chakra) ?? made.set(chakra, define(chakra)).get(chakra)!;

/** A recipe with variants and a compound variant, and a component on top of another (a base tag's recipe merged). */
function define(chakra: Chakra) {
  const Pill = chakra('span', {
    base: { display: 'inline-flex', px: '2', rounded: 'full' },
    variants: {
      tone: { info: { bg: 'blue.subtle', color: 'blue.fg' }, warn: { bg: 'orange.subtle', color: 'orange.fg' } },
      size: { sm: { fontSize: 'xs' }, md: { fontSize: 'sm' } },
    },
    compoundVariants: [{ tone: 'warn', size: 'md', css: { fontWeight: 'bold' } }],
    defaultVariants: { tone: 'info', size: 'sm' },
  });
  const BigPill = chakra(Pill, { base: { py: '1' }, variants: { wide: { true: { px: '6' } } } });
  return { Pill, BigPill };
}

function drawn(chakra: Chakra): string[] {
  const { Pill, BigPill } = components(chakra);
  const { container, unmount } = render(
    <ChakraProvider value={system}>
      <chakra.div p="4" color="fg.muted" _hover={{ bg: 'bg.muted' }}>
        <Pill>one</Pill>
        <Pill tone="warn" size="md">
          two
        </Pill>
        <BigPill wide tone="warn">
          three
        </BigPill>
        <BigPill size="md" mt="2">
          four
        </BigPill>
      </chakra.div>
    </ChakraProvider>,
  );
  // A class name is the hash of its CSS: the same names are the same styles.
  const classes = [...container.querySelectorAll('*')].map((e) => `${e.tagName} ${e.className}`);
  unmount();
  return classes;
}

describe("Chakra's styled factory with each component's recipe made once", () => {
  it('patches the code the build bundles, and leaves a shape it does not know alone', () => {
    const code = readFileSync(path.join(STYLED_SYSTEM, 'factory.js'), 'utf8');
    expect(patchFactory(code)).toContain('cvaOnce(cva, configOrCva)');
    expect(patchFactory(code.replace('const cvaRecipe = mergeCva(baseCva, cvaFn);', 'const cvaRecipe = mergeCva(cvaFn, baseCva);'))).toBeNull();
  });

  it("draws every element with the styles Chakra's own factory gives it", () => {
    const mine = drawn(patched);
    expect(mine).toEqual(drawn(unpatched));
    expect(new Set(mine).size).toBe(5);
  });

  it("asks the system's cva once per component, not at every render of every element", () => {
    const cva = vi.spyOn(system, 'cva');
    try {
      drawn(patched);
      const once = cva.mock.calls.length;
      drawn(patched);
      // The second page draws the same components: every recipe is already made.
      expect(cva.mock.calls.length).toBe(once);
      cva.mockClear();
      drawn(unpatched);
      drawn(unpatched);
      expect(cva.mock.calls.length).toBeGreaterThan(2 * once);
    } finally {
      cva.mockRestore();
    }
  });
});
