import type { Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from '../vite-compile-hints';

const REACT_DOM = '/app/node_modules/react-dom/cjs/react-dom-client.production.js';
const CHAKRA_SYSTEM = '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk', fileName, moduleIds, code: `/* ${fileName} */` }) as unknown as Rollup.OutputChunk;

/** The plugin's generateBundle on `bundle`, with the warnings it gave. */
function run(bundle: Rollup.OutputBundle): string[] {
  const warnings: string[] = [];
  const hook = compileHints().generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
  hook.call({ warn: vi.fn((message: string) => warnings.push(message)) }, {}, bundle);
  return warnings;
}

describe('V8 compile hints on the boot chunks (vite-compile-hints.ts)', () => {
  it("marks the chunks holding React DOM's client and Chakra's createSystem, and no other", () => {
    const bundle = {
      'vendor-react.js': chunk('vendor-react.js', ['/app/node_modules/react/index.js', REACT_DOM]),
      'system.js': chunk('system.js', [CHAKRA_SYSTEM, '/app/src/theme/system.ts']),
      'page.js': chunk('page.js', ['/app/src/features/page.tsx']),
      'logo.svg': { type: 'asset', fileName: 'logo.svg', source: '<svg/>' },
    } as unknown as Rollup.OutputBundle;
    expect(run(bundle)).toEqual([]);
    const code = (name: string) => (bundle[name] as Rollup.OutputChunk).code;
    expect(code('vendor-react.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n/* vendor-react.js */`);
    expect(code('system.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n/* system.js */`);
    expect(code('page.js')).toBe('/* page.js */');
  });

  it('marks a chunk holding both once, and warns when one of them is in no chunk', () => {
    const both = { 'all.js': chunk('all.js', [REACT_DOM, CHAKRA_SYSTEM]) } as unknown as Rollup.OutputBundle;
    run(both);
    expect((both['all.js'] as Rollup.OutputChunk).code.split(ALL_FUNCTIONS_CALLED_ON_LOAD)).toHaveLength(2);
    const noChakra = { 'vendor-react.js': chunk('vendor-react.js', [REACT_DOM]) } as unknown as Rollup.OutputBundle;
    expect(run(noChakra)).toEqual([expect.stringContaining('no chunk holds')]);
  });
});
