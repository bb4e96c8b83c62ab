import { LockMode } from '@mikro-orm/core';
import type { FinalDecision } from '@portal/common/domain/statuses';
import { Readable } from 'node:stream';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import { QUEUES } from '../../jobs/queues.js';
import { Vendor } from '../companies/index.js';
import { StoredFile } from '../files/index.js';
import type { WorkerScope } from '../module.js';
import { inTabOrder, PrequalForm, Prequalification } from '../prequal/index.js';
import type { ApprovalLetterJob } from './approval-letter.job.js';
import { letterContent } from './letter-content.js';
import { renderLetterPdf } from './letter-pdf.js';

export const LETTER_CATEGORY = 'APPROVAL_LETTER';
const fileNameOf = (companyName: string, instance: string) => `Approval letter ${companyName.replace(/[\\/:*?"<>|]/g, '_')} ${instance}.pdf`.slice(0, 255);

/**
 * Makes a completed cycle's approval letter: the PDF is rendered and put in object storage, then one transaction
 * (the cycle locked) records it as the company's stored file, links it to the cycle and queues the completion
 * mails that carry it. A retry after that transaction finds the letter and does nothing; a run that lost a race
 * removes its own object. Nothing is half-written: without the row the object is never listed.
 */
export async function makeApprovalLetter(scope: Pick<WorkerScope, 'orm' | 'storage' | 'jobs' | 'config'>, job: ApprovalLetterJob): Promise<void> {
  const em = scope.orm.em.fork();
  const prequal = await em.findOne(Prequalification, job.prequalificationId);
  if (!prequal || prequal.approvalLetterFileId || !prequal.finalStatus || !prequal.completedAt || !prequal.expiresAt) return;
  const vendor = await em.findOneOrFail(Vendor, prequal.vendor.id);
  const forms = inTabOrder(await em.find(PrequalForm, { prequalification: prequal }, { populate: ['template'] }));
  const content = letterContent({
    builderName: scope.config.BUILDER_NAME,
    vendor,
    prequal: {
      cycle: prequal.cycle,
      finalStatus: prequal.finalStatus as FinalDecision,
      comment: prequal.comment,
      completedAt: prequal.completedAt,
      expiresAt: prequal.expiresAt,
    },
    forms,
    approverName: job.approverName,
  });
  // Uncompressed: a one-page letter stays a few kilobytes, and its words stay searchable in the bytes.
  const pdf = await renderLetterPdf(content, { compress: false });
  const { key, size } = await scope.storage.put(Readable.from(pdf));

  const recorded = await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(Prequalification, prequal.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (locked.approvalLetterFileId) return false;
    const file = tx.create(StoredFile, {
      vendor: vendor.id,
      fileName: fileNameOf(vendor.companyName, prequal.cycle),
      storageKey: key,
      size,
      contentType: 'application/pdf',
      uploadedArea: 'ESSENTIAL',
      uploadedCategory: LETTER_CATEGORY,
      uploadedById: null,
      uploadedBy: scope.config.BUILDER_NAME,
    });
    locked.approvalLetterFileId = file.id;
    await tx.flush();
    const attachment = { fileName: file.fileName, contentType: 'application/pdf', storageKey: key };
    for (const mail of job.mails) await queueMail(scope.jobs, tx, { ...mail, attachments: [...(mail.attachments ?? []), attachment] });
    return true;
  });
  if (!recorded) await scope.storage.delete(key);
}

export const approvalLetterWorker = {
  queue: QUEUES.approvalLetter,
  start: (scope: WorkerScope) => scope.jobs.work<ApprovalLetterJob>(QUEUES.approvalLetter, (job) => makeApprovalLetter(scope, job)),
};
