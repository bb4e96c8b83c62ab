import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.js';
import { restHeader, type RestHeader } from '../operations/operation.js';
import { IdempotencyStore, type StoredAnswer } from './idempotency-store.js';
import { keySeal, type KeySeal } from './key-seal.js';
import { jsonBodyDigest, requestLine, tapMultipartDigest } from './request-fingerprint.js';

export const IDEMPOTENCY_KEY_HEADER = restHeader(
  'Idempotency-Key',
  'Any 1-255 printable ASCII characters (a UUID is a good choice), new for each new request. A retry with the same key and the same request ' +
    'answers the first answer again for 24 hours, marked `Idempotent-Replayed: true`; the same key with another request answers 422, and while ' +
    'the first is still running 409. docs/api/idempotency.md.',
);

/** Printable ASCII, space to tilde. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
  inProgress: 'A request with this Idempotency-Key is in progress',
  reused: 'This Idempotency-Key was already used with a different request.',
} as const;

/** The answer's headers a replay gives again (the body's type is always JSON; Cache-Control is the facade's). */
const KEPT_HEADERS = ['etag', 'location', 'content-location', 'last-modified'] as const;

export type IdempotencyHandler = RequestHandler & { headers: readonly RestHeader[]; idempotency: true };

/**
 * Honours an `Idempotency-Key` on a REST route that creates something or sends mail (operations/rest-routes.ts
 * mounts it on every POST whose binding does not say `idempotent: false`; after the access check and the route's
 * own checks, before its body is read). Without the header the request passes untouched.
 *
 * The first request with a key claims it (table idempotent_request, per caller) and runs; its answer, unless a
 * 5xx (or a 408/429, which say "try again"), is kept before the client sees it. A retry with the same method,
 * address and body gets that answer again with `Idempotent-Replayed: true`; another request with the key 422;
 * a retry while the first still runs 409 (docs/decisions.md, "Idempotency keys", says why not wait).
 */
export function idempotencyKey(): IdempotencyHandler {
  const handler = (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (key === undefined) return next();
    if (!VALID_KEY.test(key)) return next(new AppError('BAD_USER_INPUT', IDEMPOTENCY_MESSAGES.invalidKey));
    const multipart = Boolean(req.is('multipart/form-data'));
    // Begun before any await, so no byte of a multipart body passes unhashed.
    const digest = multipart ? tapMultipartDigest(req) : Promise.resolve(jsonBodyDigest(req.body));
    handle(req, res, next, key, multipart, digest).catch(next);
  };
  return Object.assign(handler, { headers: [IDEMPOTENCY_KEY_HEADER], idempotency: true as const });
}

async function handle(req: Request, res: Response, next: NextFunction, key: string, multipart: boolean, digest: Promise<string | null>): Promise<void> {
  const caller = await callerOf(req);
  const seal = keySeal(req.ctx.config.JWT_SECRET, caller, key);
  const ids = { caller, key: seal.keyId };
  const store = new IdempotencyStore(req.ctx.em);
  const fingerprint = settling(digest.then((d) => (d === null ? null : seal.fingerprint(requestLine(req, d)))));
  // Twice at most: a key freed (a failed first request) or expired between the claim and the look.
  for (let attempt = 0; attempt < 2; attempt++) {
    const claim = randomUUID();
    if (await store.claim(ids.caller, ids.key, claim, multipart ? null : await fingerprint.promise)) {
      keepAnswer(req, res, store, seal, { ...ids, claim }, fingerprint);
      return next();
    }
    const stored = await store.find(ids.caller, ids.key);
    if (!stored) continue;
    if (!stored.completedAt) {
      // An unread multipart body is not waited for: the answer ends the connection and the bytes are dropped.
      if (multipart && !req.complete) res.setHeader('Connection', 'close');
      if (multipart) req.resume();
      break;
    }
    // Nobody else reads this body: it is read here, only for its digest.
    if (multipart) req.resume();
    const fp = await fingerprint.promise;
    // The client went away mid-body: nobody is waiting for an answer.
    if (fp === null) return;
    if (fp !== stored.fingerprint) {
      res.status(422).json({
        message: IDEMPOTENCY_MESSAGES.reused,
        detail: 'Send a new Idempotency-Key for a new request, or the same request again to get its first answer.',
        type: 'IdempotencyKeyReused',
      });
      return;
    }
    replay(res, stored, seal);
    return;
  }
  throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress, {
    detail: 'Retry once the first request has been answered.',
    type: 'IdempotencyKeyInProgress',
    retryAfterSeconds: 1,
  });
}

/**
 * Whose key it is: an API key or a signed-in person by its id, an anonymous caller by its address. A token that
 * does not resolve is left for the route to refuse as it does.
 */
async function callerOf(req: Request): Promise<string> {
  const actor = await req.ctx.getActor().catch(() => null);
  if (!actor) return `anonymous:${req.ctx.ip}`;
  return actor.apiKey ? `api-key:${actor.apiKey.id}` : `user:${actor.userId}`;
}

/**
 * Keeps the route's JSON answer under the claim before it is sent, so a retry that follows the answer finds it,
 * even when the client that asked has gone (the retry after a timeout is what the key is for); an answer not to
 * keep (a 5xx, a 408 or 429, a multipart body not read to its end) or none (a streamed answer) frees the key.
 */
function keepAnswer(
  req: Request,
  res: Response,
  store: IdempotencyStore,
  seal: KeySeal,
  ids: { caller: string; key: string; claim: string },
  fingerprint: Settling<string | null>,
): void {
  let answered = false;
  const json = res.json.bind(res);
  res.json = ((body: unknown) => {
    if (answered) return json(body);
    answered = true;
    const status = res.statusCode;
    const fp = fingerprint.value;
    const keep = status < 500 && status !== 408 && status !== 429 && typeof fp === 'string';
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((h) => (res.hasHeader(h) ? [[h, String(res.getHeader(h))]] : [])));
    const write = keep
      ? store.complete(ids.caller, ids.key, ids.claim, { fingerprint: fp, status, headers, body: seal.seal(JSON.stringify(body)) })
      : store.release(ids.caller, ids.key, ids.claim);
    write.catch((err: unknown) => req.log?.error({ err }, 'idempotency key not stored')).finally(() => json(body));
    return res;
  }) as Response['json'];
  res.once('close', () => {
    // A client that went away (a timeout) leaves the route running: its answer is still kept when it comes, for the
    // retry. Only an answer that went out some other way (a stream) frees the key here.
    if (answered || !res.writableFinished) return;
    answered = true;
    store.release(ids.caller, ids.key, ids.claim).catch((err: unknown) => req.log?.error({ err }, 'idempotency key not released'));
  });
}

function replay(res: Response, stored: StoredAnswer, seal: KeySeal): void {
  for (const [name, value] of Object.entries(stored.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  res
    .status(stored.status ?? 200)
    .type('application/json')
    .send(stored.body === null ? 'null' : seal.open(stored.body));
}

interface Settling<T> {
  promise: Promise<T>;
  /** The promise's value once it has settled; undefined before. */
  value: T | undefined;
}

function settling<T>(promise: Promise<T>): Settling<T> {
  const s: Settling<T> = { promise, value: undefined };
  void promise.then((v) => {
    s.value = v;
  });
  return s;
}
