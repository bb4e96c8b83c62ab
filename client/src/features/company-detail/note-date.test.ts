import { describe, expect, it } from 'vitest';
import { formatNoteDate } from './note-date';

describe('formatNoteDate', () => {
  it('writes dd-MM-yyyy and the time in New York', () => {
    expect(formatNoteDate('2027-01-05T14:30:00.000Z')).toBe('05-01-2027 9:30 AM');
    // 03:15 UTC on Jan 6 is still Jan 5 in New York.
    expect(formatNoteDate(new Date('2027-01-06T03:15:00.000Z'))).toBe('05-01-2027 10:15 PM');
  });

  it('is empty for no value or an invalid one', () => {
    expect(formatNoteDate(null)).toBe('');
    expect(formatNoteDate('not a date')).toBe('');
  });
});
