/**
 * API keys (service accounts), created and managed by the system admin on /admin/api-keys: the payloads of
 * POST /api-keys and POST /api-keys/{id}/rotate and their GraphQL twins. The create dialog validates with the same
 * schema; the server parses again and checks the permissions against the key's side (auth/api-key-permissions.ts).
 */
import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../auth/roles.js';
import { apiKeyPermissionsFor } from '../auth/api-key-permissions.js';
import { requiredText } from './fields.js';

export const API_KEY_NAME_MAX = 100;
/** The longest a key may live: a key must be rotated at least once a year. */
export const API_KEY_MAX_DAYS = 366;
/** How long a rotated key's old secret keeps working by default, and at most. */
export const API_KEY_DEFAULT_GRACE_HOURS = 24;
export const API_KEY_MAX_GRACE_HOURS = 24 * 7;
/** Requests a key may make per minute unless its creator says otherwise, and the most it may be given. */
export const API_KEY_DEFAULT_REQUESTS_PER_MINUTE = 600;
export const API_KEY_MAX_REQUESTS_PER_MINUTE = 10_000;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX} characters`,
  permissionsRequired: 'Choose at least one permission',
  permissionNotForKey: 'A key cannot hold this permission',
  permissionNotForCompanyKey: "A company's key may hold only what the company's admin holds",
  expiryRequired: 'Expiry date is required',
  expiryInPast: 'The expiry date must be in the future',
  expiryTooFar: `A key lives at most ${API_KEY_MAX_DAYS} days`,
  graceRange: `The grace period is from 0 to ${API_KEY_MAX_GRACE_HOURS} hours`,
  keysCannotManageKeys: 'API keys are managed by a person, not by another key.',
  revoked: 'This API key was revoked.',
  requestsRange: `Requests per minute are from 1 to ${API_KEY_MAX_REQUESTS_PER_MINUTE}`,
} as const;

const permission = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]], { error: API_KEY_MESSAGES.permissionNotForKey });

export const createApiKeySchema = z
  .object({
    name: requiredText(API_KEY_MESSAGES.nameRequired).pipe(z.string().max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong)),
    permissions: z.array(permission).min(1, API_KEY_MESSAGES.permissionsRequired),
    /** The one company the key reaches (as that company's user would); null or absent: a staff key. */
    vendorId: z.string().uuid().nullish(),
    expiresAt: z.coerce.date({ error: API_KEY_MESSAGES.expiryRequired }),
    requestsPerMinute: z
      .number({ error: API_KEY_MESSAGES.requestsRange })
      .int(API_KEY_MESSAGES.requestsRange)
      .min(1, API_KEY_MESSAGES.requestsRange)
      .max(API_KEY_MAX_REQUESTS_PER_MINUTE, API_KEY_MESSAGES.requestsRange)
      .nullish()
      .transform((v) => v ?? API_KEY_DEFAULT_REQUESTS_PER_MINUTE),
  })
  .superRefine((v, ctx) => {
    const allowed = apiKeyPermissionsFor(v.vendorId);
    v.permissions.forEach((p, i) => {
      if (!allowed.includes(p)) {
        const message = v.vendorId && apiKeyPermissionsFor(null).includes(p) ? API_KEY_MESSAGES.permissionNotForCompanyKey : API_KEY_MESSAGES.permissionNotForKey;
        ctx.addIssue({ code: 'custom', path: ['permissions', i], message });
      }
    });
    const now = Date.now();
    if (v.expiresAt.getTime() <= now) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: API_KEY_MESSAGES.expiryInPast });
    else if (v.expiresAt.getTime() > now + API_KEY_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: API_KEY_MESSAGES.expiryTooFar });
  });
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const rotateApiKeySchema = z.object({
  /** How long the old secret keeps working beside the new one (0: it stops at once). */
  graceHours: z
    .number({ error: API_KEY_MESSAGES.graceRange })
    .min(0, API_KEY_MESSAGES.graceRange)
    .max(API_KEY_MAX_GRACE_HOURS, API_KEY_MESSAGES.graceRange)
    .default(API_KEY_DEFAULT_GRACE_HOURS),
});
