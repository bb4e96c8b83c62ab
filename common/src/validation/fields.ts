import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from '../constants.js';
import { stripControlCharacters, TEXT_MESSAGES } from './text-input.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Control characters are stripped and basic HTML entities decoded on every text input (spec section 5). A text is
 * one line unless its field is declared multi-line (MULTILINE_FIELDS in text-input.ts): cleanText takes tabs and
 * line breaks out too, cleanMultilineText keeps them (line breaks as LF).
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" };
const decodeEntities = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (m) => ENTITIES[m] ?? m);
export function cleanText(value: string): string {
  return decodeEntities(stripControlCharacters(value, false));
}
export function cleanMultilineText(value: string): string {
  return decodeEntities(stripControlCharacters(value, true));
}

/** A trimmed, cleaned text that must not be blank. */
export const requiredText = (message = 'Required') =>
  z
    .string({ error: message })
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().min(1, message));

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(TEXT_LIMITS.userEmail, TEXT_MESSAGES.atMost('Email', TEXT_LIMITS.userEmail))
  .pipe(z.email('Email is not valid'))
  .transform((v) => v.toLowerCase());

export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(PHONE_MAX, `Phone number must be at most ${PHONE_MAX} characters`)
  .regex(PHONE_PATTERN, 'Phone number must be in the format NNN-NNN-NNNN');

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`);

export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;
