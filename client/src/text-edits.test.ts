import { describe, expect, it, vi } from 'vitest';
import { applyEdits, patchModules } from '../vite-text-edits';

describe("the build's patches of dependency modules (vite-text-edits.ts)", () => {
  it('makes each edit whose text occurs once, and none when one does not', () => {
    expect(
      applyEdits('a b c', [
        ['b', 'B'],
        ['c', 'C'],
      ]),
    ).toBe('a B C');
    expect(applyEdits('a b b', [['b', 'B']])).toBeNull();
    expect(applyEdits('a b c', [['x', 'X']])).toBeNull();
  });

  it('patches the module a patch names, leaves the others, and warns when one has changed shape', () => {
    const transform = patchModules(
      { file: /one\.js$/, patch: (code) => applyEdits(code, [['old', 'new']]), changed: 'one changed' },
      { file: /two\.js$/, patch: (code) => `${code};patched`, changed: 'two changed' },
    );
    const warn = vi.fn();
    expect(transform.call({ warn }, 'old code', '/x/one.js')).toEqual({ code: 'new code', map: null });
    expect(transform.call({ warn }, 'code', '/x/two.js')).toEqual({ code: 'code;patched', map: null });
    expect(transform.call({ warn }, 'old code', '/x/three.js')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(transform.call({ warn }, 'other code', '/x/one.js')).toBeNull();
    expect(warn).toHaveBeenCalledWith('one changed');
  });
});
