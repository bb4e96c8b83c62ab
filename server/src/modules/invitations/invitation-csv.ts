import { parse } from 'csv-parse/sync';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors.js';
import { decodeCsvText } from './csv-text.js';

/** The largest invitation file accepted, and the most companies in one. */
export const INVITATION_FILE_MAX_BYTES = 1_000_000;
export const INVITATION_MAX_ROWS = 1000;

export const INVITATION_FILE_MESSAGES = {
  noFile: 'Choose a CSV file of companies to invite.',
  notCsv: 'The file must be a CSV file (.csv).',
  tooLarge: 'The file is larger than 1 MB. Split it into smaller files.',
  tooManyRows: `The file has more than ${INVITATION_MAX_ROWS} companies. Split it into smaller files.`,
  unreadable: 'The file could not be read as CSV. Save it as CSV (comma separated) and try again.',
  encoding: 'The file is not text in an encoding the portal reads. Save it as CSV UTF-8 (comma delimited) and try again.',
  empty: 'The file has no companies: add one row per company below the header row.',
  missingColumns: (names: string[]) =>
    `The header row has no ${names.join(', ')} column${names.length > 1 ? 's' : ''}. The first row must name the columns Tax ID, Company Name and Contact Email.`,
} as const;

/** The three columns, each with the header spellings accepted (compared without case, spaces, dashes or underscores). */
const COLUMNS = {
  taxId: { label: 'Tax ID', names: ['taxid', 'fein', 'ein', 'taxidnumber', 'federaltaxid', 'tin'] },
  companyName: { label: 'Company Name', names: ['companyname', 'company', 'name', 'vendorname', 'vendor', 'legalname'] },
  contactEmail: { label: 'Contact Email', names: ['contactemail', 'email', 'emailaddress', 'contactemailaddress', 'primarycontactemail', 'contact'] },
} as const;
type Column = keyof typeof COLUMNS;

/** One data row of the file as written in it (trimmed); rowNumber counts the file's lines of data from 1. */
export interface InvitationCsvRow {
  rowNumber: number;
  taxId: string;
  companyName: string;
  contactEmail: string;
}

const headerKey = (h: string) => h.toLowerCase().replace(/[\s_\-.#]/g, '');

/** Reads an upload into memory, refusing it past INVITATION_FILE_MAX_BYTES (it is small by rule). */
export async function readInvitationFile(file: { filename: string; createReadStream(): Readable } | null | undefined): Promise<Buffer> {
  if (!file) throw AppError.badInput(INVITATION_FILE_MESSAGES.noFile, { file: INVITATION_FILE_MESSAGES.noFile });
  if (!/\.(csv|txt)$/i.test(file.filename)) throw AppError.badInput(INVITATION_FILE_MESSAGES.notCsv, { file: INVITATION_FILE_MESSAGES.notCsv });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += b.length;
    if (size > INVITATION_FILE_MAX_BYTES) throw AppError.badInput(INVITATION_FILE_MESSAGES.tooLarge, { file: INVITATION_FILE_MESSAGES.tooLarge });
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * The file's companies: a header row naming the three columns (any of the accepted spellings, in any
 * order, other columns ignored), then one company per row; blank lines are skipped. UTF-8, UTF-16 with a
 * byte-order mark and Windows-1252 are read (./csv-text.ts); quoted fields, commas or semicolons as separators
 * are all read. Refused as a whole (nothing else happens) when the encoding is none of those, a column is
 * missing, there are no rows or too many, or the text is not CSV.
 */
export function parseInvitationCsv(content: Buffer): InvitationCsvRow[] {
  // Read in the encoding it was saved in (./csv-text.ts); refused rather than read as replacement characters.
  const text = decodeCsvText(content);
  if (text === null) throw AppError.badInput(INVITATION_FILE_MESSAGES.encoding, { file: INVITATION_FILE_MESSAGES.encoding });
  let records: string[][];
  try {
    const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
    records = parse(text, { bom: true, delimiter, skip_empty_lines: true, relax_column_count: true, trim: true, to_line: INVITATION_MAX_ROWS + 2 }) as string[][];
  } catch {
    throw AppError.badInput(INVITATION_FILE_MESSAGES.unreadable, { file: INVITATION_FILE_MESSAGES.unreadable });
  }
  const [header, ...data] = records;
  if (!header) throw AppError.badInput(INVITATION_FILE_MESSAGES.empty, { file: INVITATION_FILE_MESSAGES.empty });
  const keys = header.map(headerKey);
  const index = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const [col, def] of Object.entries(COLUMNS) as [Column, (typeof COLUMNS)[Column]][]) {
    const i = keys.findIndex((k) => (def.names as readonly string[]).includes(k));
    if (i < 0) missing.push(def.label);
    index[col] = i;
  }
  if (missing.length) {
    const message = INVITATION_FILE_MESSAGES.missingColumns(missing);
    throw AppError.badInput(message, { file: message });
  }
  const rows = data.filter((r) => r.some((cell) => cell !== ''));
  if (rows.length === 0) throw AppError.badInput(INVITATION_FILE_MESSAGES.empty, { file: INVITATION_FILE_MESSAGES.empty });
  if (rows.length > INVITATION_MAX_ROWS) throw AppError.badInput(INVITATION_FILE_MESSAGES.tooManyRows, { file: INVITATION_FILE_MESSAGES.tooManyRows });
  return rows.map((r, i) => ({
    rowNumber: i + 1,
    taxId: r[index.taxId] ?? '',
    companyName: r[index.companyName] ?? '',
    contactEmail: r[index.contactEmail] ?? '',
  }));
}

/** A tax ID as stored: nine digits written with or without the dash (or with spaces) become NN-NNNNNNN; anything else stays as written. */
export function normaliseTaxId(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  return /^\d{9}$/.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact;
}
