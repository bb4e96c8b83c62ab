import { z } from 'zod';
import { AppError } from '../errors.js';

/** Ids in URLs are UUIDs; anything else cannot name a row, so it is NOT_FOUND (never a database error). */
export function assertUuid(id: string, what: string): void {
  if (!z.uuid().safeParse(id).success) throw AppError.notFound(what);
}
