import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * What the table keeps of a caller's Idempotency-Key is sealed with it: the key itself is stored only as an HMAC
 * (keyed by the server's secret), the request's fingerprint is an HMAC under a key derived from the server's secret
 * and the client's key, and the kept answer is encrypted (AES-256-GCM) under that same derived key. An answer may
 * hold a secret shown once (a draft's link token, an API key's secret) and a body a password: a reader of the
 * database learns neither, and the server opens an answer only for a retry that brings the key.
 */
export interface KeySeal {
  /** The key as stored (hex HMAC): what rows are found by. */
  keyId: string;
  fingerprint(request: string): string;
  seal(text: string): string;
  /** The text sealed with this key; throws when it was not (another secret, a changed row). */
  open(sealed: string): string;
}

export function keySeal(serverSecret: string, caller: string, key: string): KeySeal {
  const keyId = createHmac('sha256', serverSecret).update(`idempotency-key\0${caller}\0${key}`).digest('hex');
  const derived = createHmac('sha256', serverSecret).update(`idempotency-answer\0${caller}\0${key}`).digest();
  return {
    keyId,
    fingerprint: (request) => createHmac('sha256', derived).update(request).digest('hex'),
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derived, iv);
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
      if (!iv || !tag || !data) throw new Error('not a sealed answer');
      const decipher = createDecipheriv('aes-256-gcm', derived, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
