import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, csvDateTime, csvFileName, csvRecord } from './csv.js';

describe('csvCell (RFC 4180 and the formula guard)', () => {
  it('writes plain text as is, and nothing as an empty cell', () => {
    expect(csvCell('Acme Builders')).toBe('Acme Builders');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only the start counts: an = inside text is no formula.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers and booleans as data (a negative number stays a number)', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a date in the portal time zone, and a record as JSON', () => {
    expect(csvCell(new Date('2026-07-04T16:05:09Z'))).toBe('2026-07-04 12:05:09');
    expect(csvDateTime(new Date('2026-01-15T04:59:59Z'))).toBe('2026-01-14 23:59:59');
    expect(csvDate(new Date('2026-01-15T04:59:59Z'))).toBe('2026-01-14');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });
});

describe('csvFileName', () => {
  it("names the file after the list and today's date in the portal time zone", () => {
    expect(csvFileName('activity-logs', new Date('2026-11-23T03:00:00Z'))).toBe('activity-logs-2026-11-22.csv');
    expect(csvFileName('Prequalification: Completed', new Date('2026-11-23T12:00:00Z'))).toBe('prequalification-completed-2026-11-23.csv');
  });
});
