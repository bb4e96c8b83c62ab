import { Router, type NextFunction, type Request, type Response } from 'express';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Vite names what it builds `assets/<name>-<8-character hash>.<ext>`: that name never gets other content. */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8}\.\w+$/;
/** Only names a build writes: no dot-segment, no dotfile, no backslash. Anything else gets the client's page. */
const SAFE_PATH = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files the build does not hash (none today besides index.html) may change at any deploy. */
const SHORT = 'public, max-age=3600';
/** The build writes `<file>.br` and `<file>.gz` beside each compressible file (client/vite-precompress.ts). */
const VARIANTS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof VARIANTS;

/**
 * The encodings a client takes, best first. Brotli comes before gzip when the client rates both alike: browsers
 * list gzip first but brotli is smaller.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const rates = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const rate = q === undefined ? 1 : Number(q.slice(2));
    rates.set(name, Number.isFinite(rate) ? rate : 0);
  }
  const rate = (name: string) => rates.get(name) ?? rates.get('*') ?? 0;
  return (Object.keys(VARIANTS) as Encoding[]).filter((e) => rate(e) > 0).sort((a, b) => rate(b) - rate(a));
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The built client: its files, precompressed when the client accepts it, hashed assets cached for a year and
 * everything else revalidated; every other page address (not /api, not /graphql) answers index.html, uncached,
 * so a deploy reaches the next page load.
 */
export function staticClient(dist: string): Router {
  const router = Router();

  async function serve(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) {
    let sent = file;
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      if (await isFile(path.join(dist, file + VARIANTS[encoding]))) {
        sent = file + VARIANTS[encoding];
        res.setHeader('Content-Encoding', encoding);
        // The original's type: `send` would name a .br file application/octet-stream, and keeps a type already set.
        res.type(path.extname(file));
        break;
      }
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    // Relative to `root`: `send` refuses dot-segments only below the root, so the portal may be installed
    // under a dot-directory (~/.apps/portal).
    res.sendFile(sent, { root: dist, cacheControl: false, dotfiles: 'ignore' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  }

  router.get(/^(?!\/(api|graphql)(\/|$)).*/, async (req, res, next) => {
    let file: string | undefined;
    try {
      file = decodeURIComponent(req.path).slice(1);
    } catch {
      // A malformed %-escape is no file name: the client's page answers.
    }
    if (file && file !== 'index.html' && SAFE_PATH.test(file) && (await isFile(path.join(dist, file)))) {
      return serve(req, res, next, file, HASHED_ASSET.test(file) ? IMMUTABLE : SHORT);
    }
    return serve(req, res, next, 'index.html', 'no-cache');
  });
  return router;
}
