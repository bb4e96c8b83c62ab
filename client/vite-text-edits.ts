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
