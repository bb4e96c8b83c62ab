import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; images and fonts in the bundle are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of the build, at the highest levels (done
 * once here rather than on every request), for the server to send to a browser that accepts them
 * (server/src/static-client.ts). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        const dir = options.dir ?? path.dirname(options.file ?? '');
        const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(dir, name);
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                },
              }),
              gz(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}
