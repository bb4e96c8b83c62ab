import { describe, expect, it } from 'vitest';
import { upcomingMarks } from './upcoming-marks';

// Mid-month, local time: the user's calendar month is November 2026.
const TODAY = new Date(2026, 10, 15, 12);

describe('upcomingMarks', () => {
  it('shows the current month and the four after it, absent months as 0', () => {
    const { nextFive } = upcomingMarks({ '2026-11': 2, '2027-01': 5 }, TODAY);
    expect(nextFive).toEqual([
      { key: '2026-11', label: 'Nov 2026', count: 2 },
      { key: '2026-12', label: 'Dec 2026', count: 0 },
      { key: '2027-01', label: 'Jan 2027', count: 5 },
      { key: '2027-02', label: 'Feb 2027', count: 0 },
      { key: '2027-03', label: 'Mar 2027', count: 0 },
    ]);
  });

  it('totals every month the server counted, beyond the five shown', () => {
    expect(upcomingMarks({ '2026-11': 2, '2027-01': 5, '2027-09': 4 }, TODAY).total).toBe(11);
  });

  it('charts a year from the current month, across the year boundary, absent months as 0', () => {
    const { chart } = upcomingMarks({ '2026-12': 3, '2027-10': 1 }, TODAY);
    expect(chart.map((m) => m.key)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(chart.map((m) => m.count)).toEqual([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('widens the chart to any month counted outside that year, so its bars add up to the total', () => {
    const marks = { '2026-10': 1, '2028-01': 2 };
    const { chart, total } = upcomingMarks(marks, TODAY);
    expect(chart[0]).toEqual({ key: '2026-10', label: 'Oct 2026', count: 1 });
    expect(chart.at(-1)).toEqual({ key: '2028-01', label: 'Jan 2028', count: 2 });
    expect(chart).toHaveLength(16);
    expect(chart.reduce((sum, m) => sum + m.count, 0)).toBe(total);
  });

  it('an empty answer is a year of zeros', () => {
    const result = upcomingMarks({}, TODAY);
    expect(result.total).toBe(0);
    expect(result.chart).toHaveLength(12);
    expect(result.chart.every((m) => m.count === 0)).toBe(true);
    expect(result.nextFive.map((m) => m.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('ignores what is not a year-month with a count', () => {
    const result = upcomingMarks({ '2026-13': 4, november: 1, '2026-12': 'x', '2027-01': -1, '2027-02': '3' }, TODAY);
    expect(result.total).toBe(3);
    expect(result.nextFive.map((m) => m.count)).toEqual([0, 0, 0, 3, 0]);
    expect(upcomingMarks(null, TODAY).total).toBe(0);
    expect(upcomingMarks([1, 2], TODAY).total).toBe(0);
  });
});
