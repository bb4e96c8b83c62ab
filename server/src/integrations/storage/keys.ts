import { AppError } from '../../errors.js';

/** What put() hands out: a random UUID. */
const KEY_PATTERN = /^[0-9a-f-]{36}$/;

/** The key itself when put() could have made it; anything else (e.g. '../x') is an unknown file, so no key can climb anywhere. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw AppError.notFound('File');
  return key;
}
