import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAKRA_COMPONENT_RECIPES } from './portal-theme';
import { system } from './system';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** Every name the client imports from '@chakra-ui/react' (types aside). */
function importedChakraNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (m[1] || !m[2]) continue;
      for (const part of m[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ') && /^[a-zA-Z]/.test(name)) names.set(name, path.relative(SRC, file));
      }
    }
  }
  return names;
}

describe("the portal's Chakra system", () => {
  it('has the recipe of every Chakra component a screen imports (one missing would render unstyled)', () => {
    const names = importedChakraNames();
    expect(names.size).toBeGreaterThan(20);
    for (const [name, file] of names) {
      // Types (ButtonProps...) carry no styles.
      if (/Props$/.test(name)) continue;
      expect(CHAKRA_COMPONENT_RECIPES, `${name} (imported by ${file}) is not in CHAKRA_COMPONENT_RECIPES`).toHaveProperty([name]);
      for (const key of CHAKRA_COMPONENT_RECIPES[name] ?? []) {
        expect(Boolean(system.getRecipe(key) ?? system.getSlotRecipe(key)), `${name} needs the recipe ${key}`).toBe(true);
      }
    }
  });

  it('leaves out the recipes no screen uses', () => {
    expect(Boolean(system.getSlotRecipe('dialog'))).toBe(true);
    expect(Boolean(system.getSlotRecipe('datePicker'))).toBe(false);
    expect(Boolean(system.getSlotRecipe('colorPicker'))).toBe(false);
  });
});
