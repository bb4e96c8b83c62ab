import iconv from 'iconv-lite';

/**
 * The text of an uploaded CSV file in whichever encoding a spreadsheet saved it: UTF-8 (with or without a byte-order
 * mark), UTF-16 little or big endian with a byte-order mark (Excel's "Unicode Text"), or else the Windows code page
 * 1252 (Excel's plain "CSV" on Windows; it holds Latin-1). Node's built-in decoders read UTF-8 and UTF-16; Node 20's
 * TextDecoder('windows-1252') decodes as Latin-1 (0x80 becomes U+0080, not €), so 1252 is read with iconv-lite
 * (the decoder Express's body parser uses).
 * Null when the bytes are none of these: binary content, UTF-16 without a byte-order mark (its NUL bytes), or text
 * that decodes only to control characters. Guessing there would store replacement characters or mojibake.
 */
export function decodeCsvText(bytes: Uint8Array): string | null {
  const text = decode(bytes);
  return text !== null && !NOT_TEXT.test(text) ? text : null;
}

/**
 * Characters no CSV of names and addresses holds: C0 controls other than tab, line feed, vertical tab, form feed and
 * carriage return (NUL above all), the C1 controls, and the replacement character, which is what Windows-1252's
 * unassigned bytes decode to (as does much binary content).
 */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000e-\u001f\u0080-\u009f\ufffd]/;

function decode(bytes: Uint8Array): string | null {
  // The byte-order mark decides; each decoder drops it.
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return strict('utf-8', bytes);
  if (startsWith(bytes, [0xff, 0xfe])) return strict('utf-16le', bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return strict('utf-16be', bytes);
  // Without one: UTF-8 when the bytes are valid UTF-8 (Windows-1252 text with accents almost never is), else 1252,
  // which accepts every byte (the check for control characters refuses what is not text).
  return strict('utf-8', bytes) ?? windows1252(bytes);
}

/** Never fails: its five unassigned bytes become U+FFFD, which NOT_TEXT refuses. */
function windows1252(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
}

function strict(encoding: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
