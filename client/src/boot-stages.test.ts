import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { BOOT_STAGE_MODULES, bootStageFiles } from '../vite-boot-stages';
import { nextTask } from './utils/next-task';

const ROOT = '/app/client';

/** A bundle of chunks, each with the modules it is built from and the chunks it imports. */
function bundle(chunks: Record<string, { modules?: string[]; imports?: string[] }>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      { type: 'chunk', fileName, moduleIds: (c.modules ?? []).map((m) => path.join(ROOT, m)), imports: c.imports ?? [] } as unknown as Rollup.OutputChunk,
    ]),
  );
}

describe("the boot's stages", () => {
  const [react, system, app] = BOOT_STAGE_MODULES as [string, string, string];
  const built = bundle({
    'assets/index.js': { modules: ['src/main.tsx'], imports: ['assets/session.js'] },
    'assets/session.js': { modules: ['src/api/session.ts'] },
    'assets/react.js': { modules: [react], imports: ['assets/vendor-react.js'] },
    'assets/vendor-react.js': { modules: ['node_modules/react-dom/client.js'] },
    'assets/system.js': { modules: [system, 'src/theme/system.ts'], imports: ['assets/vendor-react.js', 'assets/chakra.js', 'assets/session.js'] },
    'assets/chakra.js': { modules: ['node_modules/@chakra-ui/react/dist/esm/index.js'] },
    'assets/app.js': { modules: [app, 'src/app/routes.tsx'], imports: ['assets/chakra.js', 'assets/vendor-react.js'] },
    'assets/home.js': { modules: ['src/features/auth/components/home.tsx'], imports: ['assets/chakra.js'] },
  });

  it("are asked for in main.tsx's order, each chunk after the chunks it imports, without the entry's own files", () => {
    expect(bootStageFiles(built, ROOT, new Set(['assets/index.js', 'assets/session.js']))).toEqual([
      'assets/vendor-react.js',
      'assets/react.js',
      'assets/chakra.js',
      'assets/system.js',
      'assets/app.js',
    ]);
  });

  it('name a build whose stage modules are missing', () => {
    const { ['assets/app.js']: _app, ...withoutApp } = built;
    expect(() => bootStageFiles(withoutApp, ROOT)).toThrow(`boot stages: no chunk is built from ${app}`);
  });

  it('wait for a task of their own: every microtask queued before is done first', async () => {
    const order: string[] = [];
    let depth = 0;
    const chain = (): void => {
      if (++depth < 1000) queueMicrotask(chain);
      else order.push('microtasks');
    };
    queueMicrotask(chain);
    await nextTask();
    order.push('next task');
    expect(order).toEqual(['microtasks', 'next task']);
  });
});
