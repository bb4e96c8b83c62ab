import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { INVITATION_FILE_MESSAGES } from './invitation-csv.js';

/**
 * A bulk-invite file is read in the encoding it was saved in (spreadsheets save UTF-8 with or without a BOM,
 * UTF-16 with one, or the Windows code page), so the same companies give the same rows; a file in none of them
 * is refused, never read as replacement characters.
 */
let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('PREQUAL_ADMIN');
});
afterAll(() => portal?.stop());

const PREVIEW = 'mutation($file:Upload!){ previewCompanyInvitations(file:$file){ rows { rowNumber taxId companyName contactEmail outcome } } }';

const COMPANIES = [
  ['51-0000001', 'Café Brüder GmbH', 'cafe@example.test'],
  ['51-0000002', 'Señor Façades & Søn', 'senor@example.test'],
  ['51-0000003', '€uro Bau – O’Brien Masonry', 'euro@example.test'],
];
const TEXT = ['Tax ID,Company Name,Contact Email', ...COMPANIES.map((c) => c.join(','))].join('\r\n') + '\r\n';

/** Windows-1252: Latin-1 plus the few characters it puts at 0x80–0x9F (Node has no encoder for it). */
function windows1252(text: string): Buffer {
  const extra: Record<string, number> = { '€': 0x80, '’': 0x92, '–': 0x96 };
  return Buffer.from([...text].map((ch) => extra[ch] ?? ch.charCodeAt(0)));
}
const utf16le = (text: string) => Buffer.from(text, 'utf16le');
const utf16be = (text: string) => Buffer.from(utf16le(text)).swap16();

const ENCODINGS: [string, Buffer][] = [
  ['UTF-8', Buffer.from(TEXT, 'utf8')],
  ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')])],
  ['UTF-16 LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(TEXT)])],
  ['UTF-16 BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)])],
  ['Windows-1252', windows1252(TEXT)],
  ['Latin-1 (ISO-8859-1)', Buffer.from(TEXT.split('\r\n').slice(0, 3).join('\r\n'), 'latin1')],
];

const asFile = (content: Buffer) => ({ file: { name: 'companies.csv', content: new Uint8Array(content) } });
const previewRest = (content: Buffer) => portal.restForm('POST', '/invitations/preview', { files: asFile(content), token: admin });
const previewGql = (content: Buffer) => portal.gqlUpload(PREVIEW, { file: null }, asFile(content), admin);

const expected = (count: number) =>
  COMPANIES.slice(0, count).map(([taxId, companyName, contactEmail], i) => ({ rowNumber: i + 1, taxId, companyName, contactEmail, outcome: 'INVITE' }));
const rowsOf = (rows: Record<string, unknown>[]) =>
  rows.map(({ rowNumber, taxId, companyName, contactEmail, outcome }) => ({ rowNumber, taxId, companyName, contactEmail, outcome }));

describe('the encoding of a bulk-invite file', () => {
  it.each(ENCODINGS)('reads %s to the same rows, through REST and GraphQL', async (name, content) => {
    // The Latin-1 file leaves out the row with € and ’, which Latin-1 cannot hold.
    const count = name.startsWith('Latin-1') ? 2 : 3;
    const rest = await previewRest(content);
    expect(rest.status).toBe(200);
    expect(rowsOf(rest.body.rows)).toEqual(expected(count));
    const gql = await previewGql(content);
    expect(gql.body.errors).toBeUndefined();
    expect(rowsOf(gql.body.data.previewCompanyInvitations.rows)).toEqual(expected(count));
  });

  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ff', 'hex');
  it.each([
    ['binary content (a PNG renamed .csv)', png],
    ['UTF-16 without a byte-order mark', utf16le(TEXT)],
    [
      'bytes that are text in no candidate encoding',
      Buffer.concat([Buffer.from('Tax ID,Company Name,Contact Email\r\n51-0000009,'), Buffer.from([0x01, 0x81, 0x02, 0xc3]), Buffer.from(',x@example.test\r\n')]),
    ],
  ])('refuses %s with a message, on REST and GraphQL', async (_, content) => {
    const rest = await previewRest(content);
    expect([rest.status, rest.body.type, rest.body.message, rest.body.errors]).toEqual([
      400,
      'BAD_USER_INPUT',
      INVITATION_FILE_MESSAGES.encoding,
      { file: INVITATION_FILE_MESSAGES.encoding },
    ]);
    const gql = await previewGql(content);
    expect(gql.body.errors[0]).toMatchObject({ message: INVITATION_FILE_MESSAGES.encoding, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
