import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

/**
 * The `webhook-signature` header of one try (Standard Webhooks): `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, keyed with the secret's decoded bytes. The timestamp is in seconds.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
