import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { MESSAGES } from '@portal/common/errors';
import { AppError } from './errors.js';

/**
 * The one place where errors that are not AppErrors are given a code: lock conflicts and
 * unique violations become CONFLICT; anything else is an internal error whose details stay
 * in the log, never in the answer.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof OptimisticLockError) {
    return new AppError('CONFLICT', 'This record was changed by someone else. Reload it and try again.');
  }
  if (err instanceof UniqueConstraintViolationException) {
    return new AppError('CONFLICT', 'This record already exists.');
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
