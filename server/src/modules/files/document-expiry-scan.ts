import type { MikroORM } from '@mikro-orm/postgresql';
import { publicLink, type Config } from '../../config.js';
import { documentExpiryMail, type ExpiringDocument } from '../../integrations/mail/document-templates.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import type { ModuleWorker } from '../module.js';
import { primaryContact, Vendor } from '../companies/index.js';
import { emitEvent } from '../webhooks/index.js';
import { addDays, EXPIRY_WARNING_DAYS, todayInPortal } from './file-views.js';

export interface DocumentExpiryScanDeps {
  orm: MikroORM;
  jobs: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
}

interface DueFile {
  id: string;
  vendor_id: string;
  file_name: string;
  uploaded_category: string | null;
  uploaded_area: string;
  expires_at: string;
}

/**
 * The daily document-expiry job (beyond the specification): each company whose documents expire within 30 days,
 * or have expired, gets one mail listing those it has not been told of. A document is told of twice at most:
 * once when it comes within 30 days and once when it has expired (its notices are idempotency keys in job_key,
 * written in the mail's transaction), and again only when its expiry date changes. Read through the partial
 * index on stored_file.expires_at.
 */
export async function runDocumentExpiryScan(deps: DocumentExpiryScanDeps, now: Date = new Date()): Promise<{ companies: number; documents: number }> {
  const today = todayInPortal(now);
  const rows = await deps.orm.em.fork().execute<DueFile[]>(
    `select f.id, f.vendor_id, f.file_name, f.uploaded_category, f.uploaded_area, to_char(f.expires_at, 'YYYY-MM-DD') as expires_at
       from stored_file f
      where f.expires_at is not null and f.expires_at <= ?::date and f.replaced_at is null
        and not exists (select 1 from job_key k where k.key = 'document-expiry:' || f.id || ':' || f.expires_at || ':' || case when f.expires_at < ?::date then 'expired' else 'soon' end)
      order by f.vendor_id, f.expires_at, f.file_name`,
    [addDays(today, EXPIRY_WARNING_DAYS), today],
  );
  const byCompany = new Map<string, DueFile[]>();
  for (const r of rows) byCompany.set(r.vendor_id, [...(byCompany.get(r.vendor_id) ?? []), r]);
  let companies = 0;
  for (const [vendorId, files] of byCompany) {
    const told = await deps.orm.em.fork().transactional(async (tx) => {
      const vendor = await tx.findOne(Vendor, { id: vendorId }, { populate: ['contacts'] });
      const contact = vendor && primaryContact(vendor);
      if (!vendor || !contact) return false;
      for (const f of files) {
        const key = `document-expiry:${f.id}:${f.expires_at}:${f.expires_at < today ? 'expired' : 'soon'}`;
        await tx.execute('insert into job_key (key, queue) values (?, ?) on conflict do nothing', [key, 'mail']);
        // Told once per notice, like the mail: the key above stands for both.
        const event = f.expires_at < today ? 'document.expired' : 'document.expiring';
        await emitEvent(deps.jobs, tx, event, { vendorId, fileId: f.id, fileName: f.file_name, expiresAt: f.expires_at });
      }
      const documents: ExpiringDocument[] = files.map((f) => ({ name: f.file_name, category: f.uploaded_category ?? f.uploaded_area, expiresAt: f.expires_at }));
      const link = publicLink(deps.config, '/vendor/file-manager');
      await queueMail(
        deps.jobs,
        tx,
        documentExpiryMail(contact.email, contact.name, vendor.companyName, documents, link, { supportEmail: deps.config.SUPPORT_EMAIL, today }),
      );
      return true;
    });
    if (told) companies++;
  }
  return { companies, documents: rows.length };
}

/** The daily scan as the files module's scheduled job (its manifest lists it). */
export const documentExpiryScanWorker: ModuleWorker = {
  queue: QUEUES.documentExpiryScan,
  cron: '30 6 * * *',
  start: (scope) => scope.jobs.work(QUEUES.documentExpiryScan, async (_payload, run) => run.logger.info(await runDocumentExpiryScan(scope), 'document expiry scan')),
};
