import type { EntityManager } from '@mikro-orm/postgresql';
import { REGISTRATION_STATUS_WORDS, type RegistrationStatus } from '@portal/common/domain/statuses';
import { TAX_ID_PATTERN } from '@portal/common/validation/fields';
import { REGISTRATION_MESSAGES, registrationSchema } from '@portal/common/validation/registration';
import { TAX_ID_MESSAGES } from '@portal/common/validation/tax-id';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.js';
import { publicLink, type Config } from '../../config.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueBulkMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { assignRegistrationValues, syncContacts, type RegistrationFormValues } from '../registration/index.js';
import type { IncomingFile } from '../files/index.js';
import { continuationPath, DRAFT_LINK_TTL_DAYS, DraftAccessService } from '../registration/index.js';
import { normaliseTaxId, parseInvitationCsv, readInvitationFile, type InvitationCsvRow } from './invitation-csv.js';
import { companyInvitationMail } from './invitation-mail.js';

/** What happens to a row of the file. */
export const INVITATION_OUTCOMES = ['INVITE', 'ALREADY_REGISTERED', 'DRAFT_EXISTS', 'DUPLICATE_IN_FILE', 'INVALID'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

/** A row of the file with its outcome; `reason` says why it is not invited (or, for INVITE, what will happen). */
export interface InvitationRow extends InvitationCsvRow {
  outcome: InvitationOutcome;
  reason: string;
  /** The field an INVALID row fails on: taxId, companyName or contactEmail. */
  field: 'taxId' | 'companyName' | 'contactEmail' | null;
  /** The registration status of the company already holding the tax ID (ALREADY_REGISTERED, DRAFT_EXISTS). */
  existingStatus: RegistrationStatus | null;
  /** The existing company's name (ALREADY_REGISTERED, DRAFT_EXISTS). */
  existingCompanyName: string | null;
}

export interface InvitationCounts {
  invite: number;
  alreadyRegistered: number;
  draftExists: number;
  duplicateInFile: number;
  invalid: number;
}

export interface InvitationBatch {
  rows: InvitationRow[];
  counts: InvitationCounts;
  /** How many invitations were sent: 0 for a preview. */
  invitedCount: number;
}

export interface InvitationsDeps {
  config: Config;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
}

type Classified = InvitationRow & { values?: RegistrationFormValues };

/** Serialises sends, so two admins sending the same file at once cannot both create a draft for one tax ID. */
const SEND_LOCK = 0x1_9_1_2_7;

/**
 * Bulk invite (beyond the specification; docs/api/bulk-invite.md): a CSV of companies (Tax ID,
 * Company Name, Contact Email) previewed row by row, then, confirmed, one registration draft per new company
 * (with the registration's draft rules) created in one transaction and its contact mailed the draft's own
 * "continue your registration" link. Tax IDs are compared after normalisation (NN-NNNNNNN) with every
 * company (drafts included) in one statement for the whole file, and with the rows above in the file.
 */
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: InvitationsDeps,
  ) {}

  /** The dry run: what sending this file would do to each row. Nothing is written. */
  async preview(file: IncomingFile | null | undefined): Promise<InvitationBatch> {
    const rows = parseInvitationCsv(await readInvitationFile(file));
    return batchOf(await classify(this.em, rows), 0);
  }

  /**
   * Sends the file's invitations. The rows are checked again (the preview may be stale: a company may have
   * registered since) inside the transaction that creates the drafts, their secrets, audit entries and mails (queued, sent
   * after the commit, so a mail server that is down never undoes a draft and a crash never loses a mail).
   */
  async send(a: Actor, file: IncomingFile | null | undefined): Promise<InvitationBatch> {
    const rows = parseInvitationCsv(await readInvitationFile(file));
    const { classified, invited } = await this.em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [SEND_LOCK]);
      const classified = await classify(tx, rows);
      const access = new DraftAccessService(tx, this.deps);
      const invited: { vendor: Vendor; token: string; row: Classified }[] = [];
      for (const row of classified) {
        if (row.outcome !== 'INVITE' || !row.values) continue;
        const vendor = tx.create(Vendor, { companyName: row.companyName });
        assignRegistrationValues(vendor, row.values);
        syncContacts(tx, vendor, row.values.contacts);
        const token = access.issue(vendor);
        audit(tx, a, {
          entityType: 'Vendor',
          entityId: vendor.id,
          action: 'COMPANY_INVITED',
          changes: { companyName: row.companyName, taxId: row.taxId, contactEmail: row.contactEmail },
        });
        invited.push({ vendor, token, row });
        const link = publicLink(this.deps.config, continuationPath(vendor.id, token));
        await queueBulkMail(this.deps.jobs, tx, companyInvitationMail(row.contactEmail, row.companyName, a.name, link, DRAFT_LINK_TTL_DAYS));
      }
      return { classified, invited };
    });
    return batchOf(classified, invited.length);
  }
}

const STATUS_WORDS: Readonly<Record<RegistrationStatus, string>> = REGISTRATION_STATUS_WORDS;

/** Each row's outcome: validated with the registration's draft rules, then compared by tax ID, in one statement for the file. */
async function classify(em: EntityManager, rows: InvitationCsvRow[]): Promise<Classified[]> {
  const checked = rows.map(validate);
  const taxIds = [...new Set(checked.filter((r) => r.outcome !== 'INVALID').map((r) => r.taxId))];
  const existing = taxIds.length
    ? await em.find(Vendor, { taxId: { $in: taxIds } }, { fields: ['taxId', 'companyName', 'registrationStatus'], orderBy: { createdAt: 'asc', id: 'asc' } })
    : [];
  const byTaxId = new Map<string, { companyName: string; registrationStatus: RegistrationStatus }>();
  for (const v of existing) {
    const seen = byTaxId.get(v.taxId!);
    const found = { companyName: v.companyName, registrationStatus: v.registrationStatus };
    // A registered company (past the draft stage) outweighs a draft with the same tax ID.
    if (!seen || (seen.registrationStatus === 'DRAFT' && v.registrationStatus !== 'DRAFT')) byTaxId.set(v.taxId!, found);
  }
  const firstRow = new Map<string, number>();
  return checked.map((row) => {
    if (row.outcome === 'INVALID') return row;
    const earlier = firstRow.get(row.taxId);
    if (earlier !== undefined) return { ...row, outcome: 'DUPLICATE_IN_FILE', reason: `Same Tax ID as row ${earlier}; only the first is invited.`, values: undefined };
    firstRow.set(row.taxId, row.rowNumber);
    const match = byTaxId.get(row.taxId);
    if (!match) return row;
    const status = match.registrationStatus;
    const common = { existingStatus: status, existingCompanyName: match.companyName, values: undefined };
    return status === 'DRAFT'
      ? {
          ...row,
          ...common,
          outcome: 'DRAFT_EXISTS',
          reason: `A registration draft for ${match.companyName} has this Tax ID; it is not invited again. Its contact can ask for the link on the registration page.`,
        }
      : { ...row, ...common, outcome: 'ALREADY_REGISTERED', reason: `${match.companyName} is already registered with this Tax ID (${STATUS_WORDS[status]}).` };
  });
}

/** A row against the registration's own rules for a draft, plus the invitation's: tax ID and contact e-mail required. */
function validate(raw: InvitationCsvRow): Classified {
  const taxId = normaliseTaxId(raw.taxId);
  const base = { ...raw, taxId, field: null, existingStatus: null, existingCompanyName: null } as const;
  const invalid = (field: InvitationRow['field'], reason: string): Classified => ({ ...base, outcome: 'INVALID', field, reason });
  if (!taxId) return invalid('taxId', TAX_ID_MESSAGES.required);
  if (!TAX_ID_PATTERN.test(taxId)) return invalid('taxId', TAX_ID_MESSAGES.format);
  if (!raw.companyName) return invalid('companyName', REGISTRATION_MESSAGES.draftCompanyNameRequired);
  if (!raw.contactEmail) return invalid('contactEmail', REGISTRATION_MESSAGES.emailRequired);
  const parsed = registrationSchema('draft').safeParse({ companyName: raw.companyName, taxId, contacts: [{ email: raw.contactEmail }] });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.');
    return invalid(path.startsWith('contacts') ? 'contactEmail' : path === 'taxId' ? 'taxId' : 'companyName', issue.message);
  }
  const values = parsed.data as RegistrationFormValues;
  // As the registration stores them (e.g. the e-mail in lower case), so the preview shows what will be written.
  const companyName = values.companyName ?? raw.companyName;
  const contactEmail = values.contacts?.[0]?.email ?? raw.contactEmail;
  return { ...base, companyName, contactEmail, outcome: 'INVITE', reason: 'A registration draft will be created and its contact invited.', values };
}

function batchOf(rows: Classified[], invitedCount: number): InvitationBatch {
  const count = (o: InvitationOutcome) => rows.filter((r) => r.outcome === o).length;
  return {
    rows: rows.map(({ values: _values, ...r }) =>
      invitedCount > 0 && r.outcome === 'INVITE' ? { ...r, reason: 'Invited: a registration draft was created and its contact mailed.' } : r,
    ),
    counts: {
      invite: count('INVITE'),
      alreadyRegistered: count('ALREADY_REGISTERED'),
      draftExists: count('DRAFT_EXISTS'),
      duplicateInFile: count('DUPLICATE_IN_FILE'),
      invalid: count('INVALID'),
    },
    invitedCount,
  };
}
