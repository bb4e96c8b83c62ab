import type { MikroORM } from '@mikro-orm/postgresql';
import { INSURANCE_REMINDER_DAYS } from '@portal/common/domain/insurance';
import { publicLink, type Config } from '../../config.js';
import { queueBulkMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import { queueScoreRefresh } from '../../jobs/score-refresh.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import type { ModuleWorker } from '../module.js';
import { User } from '../users/index.js';
import { addDays, portalToday, refreshAllCompliance } from './compliance-refresh.js';
import { insuranceExpiryStaffMail, insuranceExpiryVendorMail, type ExpiringPolicy } from './insurance-expiry-mail.js';

export interface InsuranceExpiryScanDeps {
  orm: MikroORM;
  jobs: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
}

interface DuePolicy extends ExpiringPolicy {
  id: string;
  vendor_id: string;
  threshold: number;
}

/** The notice a policy is due on `today`: the tightest threshold it has reached (30, 14, then 0 on its expiry date). */
const THRESHOLD_SQL = `case ${[...INSURANCE_REMINDER_DAYS]
  .sort((a, b) => a - b)
  .map((d) => `when p.expiry_date - ?::date <= ${d} then ${d}`)
  .join(' ')} end`;

/**
 * The daily insurance job (docs/insurance.md). First the compliance rows whose answer the calendar changed (a policy
 * expired or took effect: `next_change` has come). Then the reminders: each policy expiring within 30 days that no
 * later policy of the same coverage renews is told of at its thresholds, 30, 14 and 0 days before its expiry date,
 * each once (a threshold passed while the portal was down is told late, only the tightest one). Each company's due
 * policies go in one mail to its company admins and one to each prequal admin; each notice is recorded in job_key
 * (written in the mails' transaction: a second run the same day finds it) and in the activity log.
 */
export async function runInsuranceExpiryScan(
  deps: InsuranceExpiryScanDeps,
  now: Date = new Date(),
): Promise<{ refreshed: number; companies: number; policies: number }> {
  const today = portalToday(now);
  // A lapse or a policy taking effect moves the score: the score job's sweep (companies checked after their score) is
  // queued with the rewrites, so the lists show it now rather than at the next 15-minute schedule.
  const refreshed = await deps.orm.em.fork().transactional(async (tx) => {
    const count = await refreshAllCompliance(tx, today, 'due');
    if (count > 0) await queueScoreRefresh(deps.jobs, tx, {});
    return count;
  });
  const thresholdParams = INSURANCE_REMINDER_DAYS.map(() => today);
  const rows = await deps.orm.em.fork().execute<DuePolicy[]>(
    `select * from (
       select p.id, p.vendor_id, p.coverage, p.carrier, p.policy_number as "policyNumber", to_char(p.expiry_date, 'YYYY-MM-DD') as "expiryDate",
              p.expiry_date - ?::date as "daysLeft", ${THRESHOLD_SQL} as threshold
         from insurance_policy p
        where p.expiry_date between ?::date and ?::date
          and not exists (select 1 from insurance_policy r where r.vendor_id = p.vendor_id and r.coverage = p.coverage and r.id <> p.id
                             and r.expiry_date > p.expiry_date and r.effective_date <= p.expiry_date)
     ) due
     where not exists (select 1 from job_key k where k.key = 'insurance-expiry:' || due.id || ':' || due."expiryDate" || ':' || due.threshold)
     order by due.vendor_id, due."expiryDate", due.coverage`,
    [today, ...thresholdParams, today, addDays(today, Math.max(...INSURANCE_REMINDER_DAYS))],
  );
  const byCompany = new Map<string, DuePolicy[]>();
  for (const r of rows) byCompany.set(r.vendor_id, [...(byCompany.get(r.vendor_id) ?? []), r]);
  const options = { supportEmail: deps.config.SUPPORT_EMAIL };
  for (const [vendorId, policies] of byCompany) {
    await deps.orm.em.fork().transactional(async (tx) => {
      const vendor = await tx.findOneOrFail(Vendor, { id: vendorId });
      const admins = await tx.find(User, { vendor: vendorId, role: 'VENDOR_ADMIN', isActive: true, registrationStatus: 'APPROVED' });
      const staff = await tx.find(User, { role: 'PREQUAL_ADMIN', isActive: true });
      for (const p of policies) {
        const key = `insurance-expiry:${p.id}:${p.expiryDate}:${p.threshold}`;
        await tx.execute('insert into job_key (key, queue) values (?, ?) on conflict do nothing', [key, QUEUES.mail]);
        audit(
          tx,
          null,
          {
            entityType: 'InsurancePolicy',
            entityId: p.id,
            action: 'INSURANCE_EXPIRY_REMINDED',
            vendorId,
            changes: { vendorId, threshold: p.threshold, expiryDate: p.expiryDate, told: [...admins, ...staff].map((u) => u.email) },
          },
          'Insurance expiry reminder',
        );
      }
      const facts = policies.map(({ coverage, carrier, policyNumber, expiryDate, daysLeft }) => ({
        coverage,
        carrier,
        policyNumber,
        expiryDate,
        daysLeft: Number(daysLeft),
      }));
      for (const u of admins)
        await queueBulkMail(
          deps.jobs,
          tx,
          insuranceExpiryVendorMail(u.email, u.name, vendor.companyName, facts, publicLink(deps.config, '/vendor/general-info'), options),
        );
      for (const u of staff)
        await queueBulkMail(
          deps.jobs,
          tx,
          insuranceExpiryStaffMail(u.email, u.name, vendor.companyName, facts, publicLink(deps.config, `/admin/companies/${vendorId}`), options),
        );
      await tx.flush();
    });
  }
  return { refreshed, companies: byCompany.size, policies: rows.length };
}

/** The daily scan as the insurance module's scheduled job (its manifest lists it). */
export const insuranceExpiryScanWorker: ModuleWorker = {
  queue: QUEUES.insuranceExpiryScan,
  cron: '45 6 * * *',
  start: (scope) => scope.jobs.work(QUEUES.insuranceExpiryScan, async (_payload, run) => run.logger.info(await runInsuranceExpiryScan(scope), 'insurance expiry scan')),
};
