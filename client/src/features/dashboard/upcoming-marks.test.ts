import { afterEach, describe, expect, it, vi } from 'vitest';
import { upcomingMarks } from './upcoming-marks';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The month as Intl says it is in New York (YYYY-MM): what the server counts from. */
const newYorkMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' });

// Mid-November 2026, wherever the tests run.
const NOW = new Date('2026-11-15T17:00:00Z');

describe('upcomingMarks', () => {
  it('the current month and the next five, a month the server left out as 0', () => {
    const { months, total } = upcomingMarks({ '2026-11': 2, '2027-01': 5, '2027-04': 1 }, NOW);
    expect(months).toEqual([
      { key: '2026-11', label: 'Nov 2026', count: 2 },
      { key: '2026-12', label: 'Dec 2026', count: 0 },
      { key: '2027-01', label: 'Jan 2027', count: 5 },
      { key: '2027-02', label: 'Feb 2027', count: 0 },
      { key: '2027-03', label: 'Mar 2027', count: 0 },
      { key: '2027-04', label: 'Apr 2027', count: 1 },
    ]);
    expect(total).toBe(8);
  });

  it('the current month is the business time zone one, as on the server', () => {
    // 03:00 UTC on December 1 is still November 30 in New York.
    expect(upcomingMarks({}, new Date('2026-12-01T03:00:00Z')).months[0]?.key).toBe('2026-11');
    expect(upcomingMarks({}, new Date('2026-12-01T06:00:00Z')).months[0]?.key).toBe('2026-12');
  });

  it('labels the months as Intl does, and makes no Intl formatter away from the start of a month', () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const answer = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`2027-${String(k + 1).padStart(2, '0')}`, 1]));
    const labels = upcomingMarks(answer, NOW).months.map((m) => m.label);
    expect(made).not.toHaveBeenCalled();
    const intl = new Real('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(labels.slice(2)).toEqual(Array.from({ length: 12 }, (_, k) => intl.format(new Date(Date.UTC(2027, k, 1)))));
  });

  it("agrees with Intl's New York month around every month's start and every day of two years, DST changes included", () => {
    const HOUR = 3_600_000;
    const instants: number[] = [];
    for (let month = 0; month < 24; month += 1) {
      const start = Date.UTC(2026, month, 1);
      for (let h = -30; h <= 30; h += 1) instants.push(start + h * HOUR + HOUR / 2);
    }
    for (let day = 0; day < 731; day += 1) instants.push(Date.UTC(2026, 0, 1, 12) + day * 24 * HOUR);
    for (const t of instants) {
      const at = new Date(t);
      expect(upcomingMarks({}, at).months[0]?.key, at.toISOString()).toBe(newYorkMonth.format(at));
    }
    // The hour when New York's two offsets give different months: 04:30 UTC on the 1st is the 1st in summer
    // (UTC-4) and still the 30th in winter (UTC-5).
    expect(upcomingMarks({}, new Date('2026-07-01T04:30:00Z')).months[0]?.key).toBe('2026-07');
    expect(upcomingMarks({}, new Date('2026-12-01T04:30:00Z')).months[0]?.key).toBe('2026-11');
  });

  it('widens to any month counted outside those six, so the months add up to the total', () => {
    const { months, total } = upcomingMarks({ '2026-10': 1, '2027-06': 2, '2026-12': 4 }, NOW);
    expect(months.map((m) => m.key)).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06']);
    expect(months.map((m) => m.count)).toEqual([1, 0, 4, 0, 0, 0, 0, 0, 2]);
    expect(total).toBe(7);
  });

  it('an empty answer is six months of zeros', () => {
    const { months, total } = upcomingMarks({}, NOW);
    expect(total).toBe(0);
    expect(months.map((m) => m.count)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('ignores what is not a year-month with a count', () => {
    const { months, total } = upcomingMarks({ '2026-13': 4, november: 1, '2026-12': 'x', '2027-01': -1, '2027-02': '3' }, NOW);
    expect(total).toBe(3);
    expect(months.map((m) => m.count)).toEqual([0, 0, 0, 3, 0, 0]);
    expect(upcomingMarks(null, NOW).total).toBe(0);
    expect(upcomingMarks([1, 2], NOW).total).toBe(0);
  });
});
