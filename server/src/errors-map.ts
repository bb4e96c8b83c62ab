import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { MESSAGES } from '@portal/common/errors';
import type { StatementError } from './db/orm.js';
import { AppError } from './errors.js';
import { TEXT_MESSAGES } from '@portal/common/validation/text-input';
import { NUL_MESSAGE } from './text-input.js';

/**
 * The one place where errors that are not AppErrors are given a code: lock conflicts and
 * unique violations become CONFLICT; a malformed address or text PostgreSQL cannot store is
 * the caller's BAD_USER_INPUT; anything else is an internal error whose details stay in the
 * log, never in the answer.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof OptimisticLockError) {
    return new AppError('CONFLICT', 'This record was changed by someone else. Reload it and try again.');
  }
  if (err instanceof UniqueConstraintViolationException) {
    return new AppError('CONFLICT', 'This record already exists.');
  }
  // Express could not decode a path parameter (a malformed %-escape such as /users/%zz).
  if (err instanceof URIError) {
    return new AppError('BAD_USER_INPUT', 'The address of this request is not valid.', { detail: 'It holds a malformed percent-escape (such as %zz).' });
  }
  // Backstop for a NUL character that reached a query anyway: PostgreSQL refuses it in the statement (08P01,
  // 22021) or as a jsonb \u0000 escape (22P05). The caller's text, not our failure.
  if (isNulRefusal(err)) return AppError.badInput(NUL_MESSAGE);
  // The same for a text too long for its column (22001) or a lone surrogate escape in jsonb (22P02, 22P05; named in
  // the detail): the text boundary (text-input.ts, db/text-columns.ts) refuses both first, naming the field.
  const pg = (err ?? {}) as { code?: unknown; detail?: unknown };
  if (pg.code === '22001') return AppError.badInput('A text is longer than its field allows.');
  if ((pg.code === '22P02' || pg.code === '22P05') && typeof pg.detail === 'string' && /surrogate/i.test(pg.detail)) {
    return AppError.badInput(TEXT_MESSAGES.surrogate);
  }
  // A request the upload parser could not read (http-errors marks its 4xx messages safe to show).
  const http = err as { status?: number; expose?: boolean; message?: string };
  if (http?.expose && http.status && http.status >= 400 && http.status < 500 && http.message) {
    return AppError.badInput(http.message);
  }
  const internal = new AppError('INTERNAL_SERVER_ERROR', MESSAGES.networkError);
  (internal as { cause?: unknown }).cause = err;
  return internal;
}

/** The driver's error (pg, or MikroORM's wrapper of it); the statement in its message has lost its literals (db/orm.ts). */
function isNulRefusal(err: unknown): boolean {
  const { code, detail, statementHeldNul } = (err ?? {}) as { code?: unknown; detail?: unknown } & StatementError;
  if (code === '22P05') return typeof detail === 'string' && detail.includes('\\u0000');
  return (code === '08P01' || code === '22021') && statementHeldNul === true;
}
