import { describe, expect, it } from 'vitest';
import { upcomingMarks } from './upcoming-marks';

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
