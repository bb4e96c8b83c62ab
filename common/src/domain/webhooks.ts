import { z } from 'zod';

/**
 * Webhooks: the events the portal pushes to an integrator's URL, declared once with their payloads. The server
 * emits them (modules/webhooks), the admin screen offers them as checkboxes, docs/webhooks.md describes them.
 */

/** Every event's payload (the `data` of the body), by event type. Ids are the portal's; times are ISO 8601 in UTC. */
export interface WebhookEventPayloads {
  'registration.submitted': { vendorId: string; companyName: string };
  'registration.approved': { vendorId: string; companyName: string; accountId: string | null };
  'registration.rejected': { vendorId: string; companyName: string; comment: string | null };
  'account.approved': { userId: string; vendorId: string | null; email: string };
  'prequalification.submitted': { vendorId: string; prequalificationId: string; instance: string };
  'prequalification.returned': { vendorId: string; prequalificationId: string; instance: string; comment: string | null };
  'prequalification.category_decided': { vendorId: string; prequalificationId: string; instance: string; category: string; decision: string };
  'prequalification.final_decided': { vendorId: string; prequalificationId: string; instance: string; decision: string; expiresAt: string | null };
  'renewal.due': { vendorId: string; companyName: string; expiresAt: string };
  'document.expiring': { vendorId: string; fileId: string; fileName: string; expiresAt: string };
  'document.expired': { vendorId: string; fileId: string; fileName: string; expiresAt: string };
  'crm_sync.failed': { vendorId: string; error: string | null };
}

export type WebhookEventType = keyof WebhookEventPayloads;

/** The catalogue: each event type and what it means, in the order the screen lists them. */
export const WEBHOOK_EVENTS = {
  'registration.submitted': 'A company submitted its registration for review.',
  'registration.approved': 'A registration was approved: the company is in the portal (and queued for the CRM).',
  'registration.rejected': 'A registration was rejected.',
  'account.approved': "A user's account request on a company was approved.",
  'prequalification.submitted': 'A company submitted its prequalification forms.',
  'prequalification.returned': 'A prequalification was returned to the company for changes.',
  'prequalification.category_decided': 'A department decided one category of a prequalification.',
  'prequalification.final_decided': 'The final decision of a prequalification was made.',
  'renewal.due': "A company's prequalification is due for renewal.",
  'document.expiring': "A company's document expires within 30 days.",
  'document.expired': "A company's document has expired.",
  'crm_sync.failed': "A company's CRM sync failed for good.",
} as const satisfies Record<WebhookEventType, string>;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

export const WEBHOOK_MESSAGES = {
  url: 'Enter an http:// or https:// URL.',
  urlCredentials: 'The URL may not carry a user name or password.',
  events: 'Choose at least one event.',
  event: `An event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  description: 'The description is at most 255 characters.',
  notFound: 'Webhook subscription',
  deliveryNotFound: 'Webhook delivery',
} as const;

export const WEBHOOK_URL_MAX = 2048;

/** An http(s) URL an administrator enters: nothing else is ever called. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.url })
  .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), { error: WEBHOOK_MESSAGES.url })
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), { error: WEBHOOK_MESSAGES.urlCredentials });

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.event }), { error: WEBHOOK_MESSAGES.events })
  .min(1, { error: WEBHOOK_MESSAGES.events })
  .transform((events) => [...new Set(events)]);

/** A subscription as the create and edit dialog sends it. */
export const webhookSubscriptionSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: z.string().trim().max(255, { error: WEBHOOK_MESSAGES.description }).nullish(),
  enabled: z.boolean().default(true),
});
export type WebhookSubscriptionInput = z.input<typeof webhookSubscriptionSchema>;

/** An edit: any of the fields, the others kept. */
export const webhookSubscriptionPatchSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: z.string().trim().max(255, { error: WEBHOOK_MESSAGES.description }).nullish(),
  enabled: z.boolean().optional(),
});

/** How long the secret before a rotation keeps signing beside the new one by default, and at most (hours). */
export const WEBHOOK_DEFAULT_GRACE_HOURS = 24;
export const WEBHOOK_MAX_GRACE_HOURS = 24 * 7;
const graceRange = `The grace period is from 0 to ${WEBHOOK_MAX_GRACE_HOURS} hours`;

/** A secret rotation: deliveries carry both signatures for graceHours (0: the old secret stops at once). */
export const webhookRotateSchema = z.object({
  graceHours: z.number({ error: graceRange }).min(0, graceRange).max(WEBHOOK_MAX_GRACE_HOURS, graceRange).default(WEBHOOK_DEFAULT_GRACE_HOURS),
});

/** A delivery's state in the log: waiting or retrying, delivered (a 2xx answer), or failed for good. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
