import { AppError } from '../../errors.js';

export const EXPIRY_MESSAGES = {
  format: 'Expiry date must be a date (YYYY-MM-DD)',
  range: 'Expiry date must be between 2000-01-01 and 2099-12-31',
} as const;

/**
 * A document's expiry date as the API takes it: YYYY-MM-DD (a longer ISO date-time is cut to its date), or
 * blank / null / undefined for none. A bad one answers a field error on `expiresAt`.
 */
export function parseExpiryDate(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw AppError.badInput(EXPIRY_MESSAGES.format, { expiresAt: EXPIRY_MESSAGES.format });
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(text);
  if (!match) throw AppError.badInput(EXPIRY_MESSAGES.format, { expiresAt: EXPIRY_MESSAGES.format });
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw AppError.badInput(EXPIRY_MESSAGES.format, { expiresAt: EXPIRY_MESSAGES.format });
  if (date < '2000-01-01' || date > '2099-12-31') throw AppError.badInput(EXPIRY_MESSAGES.range, { expiresAt: EXPIRY_MESSAGES.range });
  return date;
}
