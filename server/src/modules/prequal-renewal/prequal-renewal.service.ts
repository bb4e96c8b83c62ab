import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileIdsIn, validateAnswers, type AnswerRow, type Answers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { currentVersionsOf } from '../files/index.js';
import { companyFor, formSetOf, lastCompletedCycle, openCycle, PrequalForm, type PrequalFormSet, tabOf } from '../prequal/index.js';

/** Answers carried into a renewal's form: what fits the new version, and the paths that did not. */
export interface CarriedAnswers {
  answers: Answers;
  dropped: string[];
}

/**
 * Start Renewal (PUT /vendor/prequal/renewal/{id}, startRenewal): from COMPLETED or AWAITING_RENEWAL, a new
 * cycle in progress (this month's; begin's own rules, see openCycle) whose three forms are on the newest
 * template versions, each pre-filled with the last completed cycle's answers that still fit. The new cycle
 * records the cycle it renews (renewsId), so what changed since can be shown question by question.
 */
export class PrequalRenewalService {
  constructor(private readonly em: EntityManager) {}

  async startRenewal(actor: Actor | null, vendorId: string | null | undefined): Promise<PrequalFormSet> {
    const { actor: a, vendorId: id } = companyFor(actor, 'prequal.review', vendorId);
    return this.em.transactional(async (tx) => {
      const vendor = await tx.findOne(Vendor, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!vendor) throw AppError.notFound('Company');
      const last = await lastCompletedCycle(tx, vendor);
      const { prequal, forms, from, to, threshold } = await openCycle(tx, vendor, 'startRenewal', last?.id ?? null);
      const lastForms = last ? await tx.find(PrequalForm, { prequalification: last }) : [];
      const carried = forms.map((form) => {
        const source = lastForms.find((f) => f.category === form.category) ?? lastForms.find((f) => tabOf(f.category) === tabOf(form.category));
        const { answers, dropped } = carriedAnswers(form.template.fields, source?.answers ?? {});
        form.answers = answers;
        return { category: form.category, templateVersion: form.template.version, from: source?.category ?? null, carried: Object.keys(answers), dropped };
      });
      await carryNewestFiles(tx, forms);
      audit(tx, a, {
        entityType: 'Prequalification',
        entityId: prequal.id,
        action: 'PREQUAL_RENEWAL_STARTED',
        changes: {
          vendorId: vendor.id,
          instance: prequal.cycle,
          renews: last ? { id: last.id, instance: last.cycle } : null,
          prequalStatus: { from, to },
          noOfEmployees: vendor.noOfEmployees,
          safetyFormEmployeeCount: threshold,
          forms: carried,
        },
      });
      await tx.flush();
      return formSetOf(a, vendor, prequal, forms);
    });
  }
}

/**
 * The new cycle's answers name each document's newest version: a file replaced after the last cycle was approved
 * (that cycle keeps the version it was approved with) starts the renewal with its new version
 * (docs/file-versions.md).
 */
async function carryNewestFiles(em: EntityManager, forms: readonly PrequalForm[]): Promise<void> {
  const ids = [...new Set(forms.flatMap((f) => fileIdsIn(f.template.fields, f.answers)))];
  const current = await currentVersionsOf(em, ids);
  for (const form of forms) {
    let json = JSON.stringify(form.answers);
    // A fileId is a UUID: its quoted form appears in the answers' JSON only as that answer.
    for (const id of fileIdsIn(form.template.fields, form.answers)) {
      const newest = current.get(id);
      if (newest && newest !== id) json = json.replaceAll(`"${id}"`, `"${newest}"`);
    }
    form.answers = JSON.parse(json) as Answers;
  }
}

const MAX_PASSES = 10;

/**
 * The old answers that fit a (newer) template version: validated in 'draft' mode, and whatever is refused
 * (a slug the version no longer has, a value its rules no longer take) is dropped, cell by cell in repeatable
 * groups, until the rest passes. Nothing is invented: fields the version added stay unanswered.
 */
export function carriedAnswers(fields: readonly FormField[], old: Answers): CarriedAnswers {
  const candidate = structuredClone(old ?? {}) as Record<string, unknown>;
  const dropped: string[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = validateAnswers(fields, candidate, 'draft');
    if (result.success) return { answers: result.answers, dropped };
    let progressed = false;
    for (const { path } of result.errors) {
      const [slug, index, cell] = path.split('.');
      if (!slug) continue;
      const rows = candidate[slug];
      if (cell !== undefined && Array.isArray(rows) && rows[Number(index)] && typeof rows[Number(index)] === 'object') {
        const row = rows[Number(index)] as AnswerRow;
        if (cell in row) {
          delete row[cell];
          dropped.push(path);
          progressed = true;
        }
      } else if (slug in candidate) {
        delete candidate[slug];
        dropped.push(slug);
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return { answers: {}, dropped: Object.keys(old ?? {}) };
}
