import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { publicLink, type Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { draftLinkMail } from '../../integrations/mail/registration-templates.js';
import { createClientRateLimiter, type ClientRateLimiter } from '../../limits/client-rate-limiter.js';
import { audit } from '../audit/index.js';
import { anonymousName, primaryContact, Vendor } from '../companies/index.js';
import { DraftAccessToken } from './draft-access-token.entity.js';

/** How long a continuation secret (the answer's, or a mailed link's) keeps working. */
export const DRAFT_LINK_TTL_DAYS = 30;
/** "Send me the link again" requests per client per hour, on REST and GraphQL together. */
export const DRAFT_LINK_REQUESTS_PER_HOUR = 20;
/** Continuation links made for one draft per hour; past it a request is answered the same but mails nothing. */
export const DRAFT_LINKS_PER_DRAFT_PER_HOUR = 5;

/** The one answer to an anonymous caller without a working secret, whether or not the draft exists. */
export const DRAFT_ACCESS_REFUSED =
  'This draft registration can only be continued with the link e-mailed to its contact, or in the browser session that saved it. Verify your Tax ID again and ask for the link to be sent once more.';
/** The one answer to "send me the link again", whether or not the draft exists or has an e-mail. */
export const DRAFT_LINK_SENT = 'If this registration is still a draft with a contact e-mail, a link to continue it has been sent to that address.';

export interface DraftAccessDeps {
  config: Config;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Who may continue an anonymous draft: whoever holds one of its live secrets (32 random bytes,
 * base64url; stored only as SHA-256, compared in constant time). A secret is handed out once, in the
 * answer that created the draft, and by e-mail to the draft's primary contact: when the draft is
 * created with a contact e-mail, when a save gives it a new one, and on request ("send me the link
 * again"). Secrets work for DRAFT_LINK_TTL_DAYS, end when the draft is submitted, and go with it.
 */
export class DraftAccessService {
  private readonly linkLimiter: ClientRateLimiter;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: DraftAccessDeps,
  ) {
    this.linkLimiter = createClientRateLimiter(em, {
      scope: 'draft-link',
      limit: DRAFT_LINK_REQUESTS_PER_HOUR,
      windowMs: 3_600_000,
      message: 'Too many requests for a registration link from this connection. Please try again later.',
    });
  }

  /** A new secret for `vendor`, persisted with the caller's write (flushed in its transaction). The plain secret is returned once. */
  issue(vendor: Vendor): string {
    const token = randomBytes(32).toString('base64url');
    this.em.persist(
      this.em.create(DraftAccessToken, {
        vendor,
        tokenHash: sha256(token).toString('hex'),
        expiresAt: new Date(Date.now() + DRAFT_LINK_TTL_DAYS * 86_400_000),
      }),
    );
    return token;
  }

  /**
   * True when `token` is a live secret of the draft `vendorId`. Every live secret of the draft is compared
   * (in constant time), and a malformed id or a missing token is simply no match.
   */
  async holds(vendorId: string, token: string | null | undefined): Promise<boolean> {
    const presented = sha256(token ?? '');
    const rows = token && isUuid(vendorId) ? await this.em.find(DraftAccessToken, { vendor: vendorId, expiresAt: { $gt: new Date() } }) : [];
    let match = false;
    for (const row of rows) {
      const stored = Buffer.from(row.tokenHash, 'hex');
      if (stored.length === presented.length && timingSafeEqual(stored, presented)) match = true;
    }
    return match;
  }

  /** Refuses an anonymous caller without a live secret of the draft, in the same words whether or not it exists. */
  async assertHolds(vendorId: string, token: string | null | undefined): Promise<void> {
    if (!(await this.holds(vendorId, token))) throw AppError.unauthenticated(DRAFT_ACCESS_REFUSED);
  }

  /** Loads the draft's secrets, so a write can remove them in its own transaction (see revoke). */
  secretsOf(vendor: Vendor): Promise<DraftAccessToken[]> {
    return this.em.find(DraftAccessToken, { vendor });
  }

  /** Ends the given secrets with the caller's write (a submitted registration is no longer continued anonymously). */
  revoke(secrets: readonly DraftAccessToken[]): void {
    for (const s of secrets) this.em.remove(s);
  }

  /** Queues, in the transaction of `tx` (the one saving the secret), `token` mailed to the draft's primary contact as a "continue your registration" link. */
  async mailLink(tx: EntityManager, vendor: Vendor, token: string): Promise<void> {
    const contact = primaryContact(vendor);
    if (!contact) return;
    const link = publicLink(this.deps.config, continuationPath(vendor.id, token));
    await queueMail(this.deps.jobs, tx, draftLinkMail(contact.email, contact.name, vendor.companyName, link, DRAFT_LINK_TTL_DAYS));
  }

  /**
   * "Send me the link again": a fresh secret mailed to the draft's primary contact. The answer is the same
   * whether or not the draft exists, is still a draft or has an e-mail, so it tells nothing; the mail goes
   * only to the address the draft itself holds. Limited per client (before anything is looked up) and,
   * silently, per draft.
   */
  async sendLink(actor: Actor | null, vendorId: string, client: { ip: string }): Promise<void> {
    await this.linkLimiter.consume(client.ip);
    if (!isUuid(vendorId)) return;
    const vendor = await this.em.findOne(Vendor, { id: vendorId, registrationStatus: 'DRAFT' }, { populate: ['contacts'] });
    const contact = vendor && primaryContact(vendor);
    if (!vendor || !contact) return;
    const now = Date.now();
    const recent = await this.em.count(DraftAccessToken, { vendor, createdAt: { $gt: new Date(now - 3_600_000) } });
    if (recent >= DRAFT_LINKS_PER_DRAFT_PER_HOUR) return;

    await this.em.nativeDelete(DraftAccessToken, { vendor, expiresAt: { $lte: new Date(now) } });
    await this.em.begin();
    try {
      const token = this.issue(vendor);
      audit(
        this.em,
        actor,
        { entityType: 'Vendor', entityId: vendor.id, action: 'REGISTRATION_DRAFT_LINK_SENT', changes: { to: contact.email } },
        anonymousName(vendor),
      );
      await this.em.flush();
      await this.mailLink(this.em, vendor, token);
      await this.em.commit();
    } catch (err) {
      await this.em.rollback();
      throw err;
    }
  }
}

/**
 * The client route that continues a draft. The secret rides in the fragment, which browsers never send to
 * a server (no access log, no Referer carries it); the page moves it to sessionStorage and drops it from the address.
 */
export function continuationPath(vendorId: string, token: string): string {
  return `/vendor-registration#draft=${encodeURIComponent(vendorId)}&token=${encodeURIComponent(token)}`;
}
