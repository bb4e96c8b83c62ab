import { describe, expect, it } from 'vitest';
import { cycleName, formatLimit } from './labels';
import { SUBMITTED_DATE_MESSAGES, submittedAtOf, submittedDateRange, submittedDateSchema } from './submitted-date';

// 03:00 UTC on Nov 24 is still Nov 23 in New York: the range is counted from the portal's day.
const NOW = new Date('2026-11-24T03:00:00.000Z');
const check = (submittedDate: string) => {
  const result = submittedDateSchema(() => NOW).safeParse({ submittedDate });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('submitted date', () => {
  it('allows one year before to one year after today in New York, both days included', () => {
    expect(submittedDateRange(NOW)).toEqual({ min: '2025-11-23', max: '2027-11-23' });
    expect(check('2025-11-23')).toBeNull();
    expect(check('2027-11-23')).toBeNull();
    // The specification's words, the days as the server writes them (prequal-staff.service.ts submittedDateOf).
    expect(check('2025-11-22')).toBe('Date must be between Nov 23, 2025 and Nov 23, 2027.');
    expect(check('2027-11-24')).toBe('Date must be between Nov 23, 2025 and Nov 23, 2027.');
  });

  it('is required, and a real day', () => {
    expect(check('')).toBe('Submitted Date is required');
    expect(check('  ')).toBe('Submitted Date is required');
    expect(check('2026-02-30')).toBe('Invalid date format.');
    expect(SUBMITTED_DATE_MESSAGES.invalid).toBe('Invalid date format.');
  });

  it('a leap day is a year from Feb 28', () => {
    expect(submittedDateRange(new Date('2028-02-29T17:00:00.000Z'))).toEqual({ min: '2027-02-28', max: '2029-02-28' });
  });

  it('sends the chosen day as an instant on that day in New York, summer or winter', () => {
    for (const day of ['2026-07-01', '2026-12-01']) {
      const sent = new Date(submittedAtOf(day));
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(sent)).toBe(day);
    }
  });
});

describe('labels', () => {
  it('names a cycle by its own year and month', () => {
    expect(cycleName({ year: 2026, month: 11 })).toBe('November 2026');
    expect(cycleName({ year: 2027, month: 1 })).toBe('January 2027');
  });

  it('writes limits as exact dollars', () => {
    expect(formatLimit('12345678901234.56')).toBe('$12,345,678,901,234.56');
    expect(formatLimit(null)).toBe('');
  });
});
