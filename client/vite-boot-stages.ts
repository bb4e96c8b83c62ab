import path from 'node:path';
import type { Rollup } from 'vite';

/**
 * The modules main.tsx imports one after another, each evaluated in a task of its own (the boot's stages), in
 * the order it imports them. Their chunks are needed on every page before anything draws, so index.html's loader
 * preloads them with the entry (vite-scripts-after-paint.ts), and the session script counts them with the entry's.
 */
export const BOOT_STAGE_MODULES = ['src/boot/react.ts', 'src/boot/system.ts', 'src/boot/app.tsx'];

/**
 * The chunks of the boot's stages and every chunk they import statically, in the order of need (a stage's
 * chunks before the next stage's; within a stage, a chunk's imports before it), less `skip`.
 */
export function bootStageFiles(bundle: Rollup.OutputBundle, root: string, skip: ReadonlySet<string> = new Set()): string[] {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const files: string[] = [];
  const seen = new Set(skip);
  const visit = (name: string) => {
    const item = bundle[name];
    if (!item || item.type !== 'chunk' || seen.has(name)) return;
    seen.add(name);
    item.imports.forEach(visit);
    files.push(name);
  };
  for (const module of BOOT_STAGE_MODULES) {
    const id = path.join(root, module);
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`boot stages: no chunk is built from ${module}`);
    visit(chunk.fileName);
  }
  return files;
}
