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

/**
 * The specification's default message for a required field (vendor spec section 5: 'Required: default message
 * "Required"'). Fields the specification words on their own keep their words: "Phone number is required" on the
 * profile, "Tax ID is required", the registration form's "<Label> is required".
 */
export const REQUIRED = 'Required';

/** A trimmed, cleaned text that must not be blank. */
export const requiredText = (message = REQUIRED) =>
  z
    .string({ error: message })
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().min(1, message));

export const emailField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(TEXT_LIMITS.userEmail, TEXT_MESSAGES.atMost('Email', TEXT_LIMITS.userEmail))
  .pipe(z.email('Email is not valid'))
  .transform((v) => v.toLowerCase());

export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** A phone number NNN-NNN-NNNN; `required` is the message for a blank one. */
export const phoneFieldWith = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(PHONE_MAX, `Phone number must be at most ${PHONE_MAX} characters`)
    .regex(PHONE_PATTERN, 'Phone number must be in the format NNN-NNN-NNNN');
export const phoneField = phoneFieldWith(REQUIRED);
/** The profile's phone, which the specification words itself. */
export const PROFILE_PHONE_REQUIRED = 'Phone number is required';

export const passwordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`);

export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;
