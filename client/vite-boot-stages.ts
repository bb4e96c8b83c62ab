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

/** The chunk that holds the module `file`, and every chunk it imports statically, less those the entry loads. */
export function chunksOf(bundle: Rollup.OutputBundle, root: string, file: string, entryFiles: Set<string>): string[] {
  const byFile = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const chunk = [...byFile.values()].find((c) => c.moduleIds.includes(path.join(root, file)));
  if (!chunk) throw new Error(`no chunk is built from ${file}`);
  const found = new Set<string>();
  const visit = (c: Rollup.OutputChunk) => {
    if (found.has(c.fileName) || entryFiles.has(c.fileName)) return;
    found.add(c.fileName);
    c.imports.forEach((name) => {
      const next = byFile.get(name);
      if (next) visit(next);
    });
  };
  visit(chunk);
  return [...found];
}

/**
 * What the entry loads anyway (index.html's loader asks for its static imports and the boot's stages already): the
 * entry first, then its imports, then the stages' chunks.
 */
export function entryFilesOf(bundle: Rollup.OutputBundle, root: string): Set<string> {
  const files = new Set<string>();
  const visit = (name: string) => {
    const item = bundle[name];
    if (!item || item.type !== 'chunk' || files.has(name)) return;
    files.add(name);
    item.imports.forEach(visit);
  };
  Object.values(bundle).forEach((item) => item.type === 'chunk' && item.isEntry && visit(item.fileName));
  bootStageFiles(bundle, root, files).forEach((file) => files.add(file));
  return files;
}
