/** One replacement in a dependency's built code: the text it has now, and what it becomes. */
export type Edit = [from: string, to: string];

/**
 * The code with every edit made, each of whose text occurs exactly once; null when one does not (the dependency
 * changed shape, and its build-time patch must step aside rather than guess).
 */
export function applyEdits(code: string, edits: Edit[]): string | null {
  let out = code;
  for (const [from, to] of edits) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) return null;
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/** A build-time patch of one dependency module: the module's file, the patch, and the warning when it no longer applies. */
export interface ModulePatch {
  file: RegExp;
  patch: (code: string) => string | null;
  /** What the build says when the module has changed shape (the patch steps aside: the page stays right, only slower). */
  changed: string;
}

/** A plugin's `transform` applying each of `patches` to its module, and warning where a module has changed shape. */
export function patchModules(...patches: ModulePatch[]) {
  return function transform(this: { warn: (message: string) => void }, code: string, id: string): { code: string; map: null } | null {
    const found = patches.find((p) => p.file.test(id));
    if (!found) return null;
    const patched = found.patch(code);
    if (patched === null) {
      this.warn(found.changed);
      return null;
    }
    return { code: patched, map: null };
  };
}
