import { describe, expect, it } from 'vitest';
import { businessDaysBetween, isBusinessDay, overdueCutoff } from './business-days.js';

// Noon in New York (the portal's zone) on each date, so only the date matters.
const at = (date: string, time = '12:00:00') => new Date(`${date}T${time}-05:00`);

describe('businessDaysBetween (Mon-Fri in America/New_York)', () => {
  it('counts the weekdays after the start date up to and including the end date', () => {
    expect(businessDaysBetween(at('2026-11-23'), at('2026-11-24'))).toBe(1); // Mon -> Tue
    expect(businessDaysBetween(at('2026-11-23'), at('2026-11-27'))).toBe(4); // Mon -> Fri
    expect(businessDaysBetween(at('2026-11-23'), at('2026-11-30'))).toBe(5); // Mon -> next Mon
  });

  it('skips weekends', () => {
    expect(businessDaysBetween(at('2026-11-27'), at('2026-11-28'))).toBe(0); // Fri -> Sat
    expect(businessDaysBetween(at('2026-11-27'), at('2026-11-29'))).toBe(0); // Fri -> Sun
    expect(businessDaysBetween(at('2026-11-27'), at('2026-11-30'))).toBe(1); // Fri -> Mon
    expect(businessDaysBetween(at('2026-11-28'), at('2026-11-30'))).toBe(1); // Sat -> Mon
    expect(businessDaysBetween(at('2026-11-28'), at('2026-11-29'))).toBe(0); // Sat -> Sun
  });

  it('is 0 on the same day and when the end is earlier', () => {
    expect(businessDaysBetween(at('2026-11-23', '00:01:00'), at('2026-11-23', '23:59:00'))).toBe(0);
    expect(businessDaysBetween(at('2026-11-30'), at('2026-11-23'))).toBe(0);
  });

  it('uses the date in the time zone, not UTC', () => {
    // Monday 23:30 in New York is already Tuesday in UTC: still Monday, so Tuesday morning is 1 day later.
    const mondayNight = new Date('2026-11-24T04:30:00Z');
    expect(businessDaysBetween(mondayNight, at('2026-11-24', '08:00:00'))).toBe(1);
    expect(businessDaysBetween(mondayNight, new Date('2026-11-24T04:45:00Z'))).toBe(0);
    expect(businessDaysBetween(mondayNight, new Date('2026-11-24T04:45:00Z'), 'UTC')).toBe(0);
  });

  it('counts long spans by whole weeks', () => {
    expect(businessDaysBetween(at('2026-01-05'), at('2027-01-04'))).toBe(260); // 52 weeks, Mon -> Mon
    expect(businessDaysBetween(at('2026-11-26'), at('2026-12-10'))).toBe(10); // Thu -> Thu, two weeks
  });

  it('tells business days from weekends', () => {
    expect(isBusinessDay(at('2026-11-27'))).toBe(true);
    expect(isBusinessDay(at('2026-11-28'))).toBe(false);
    expect(isBusinessDay(at('2026-11-29'))).toBe(false);
    expect(isBusinessDay(new Date('2026-11-28T03:00:00Z'))).toBe(true); // Friday 22:00 in New York
  });
});

describe('overdueCutoff', () => {
  it('is the instant before which a clock has waited more than the days, whatever the weekday and the hour', () => {
    // Every third hour of four weeks before each "now" across a week (and a daylight-saving change, 2026-11-01).
    const nows = ['2026-11-23T13:00:00Z', '2026-11-27T22:30:00Z', '2026-11-28T12:00:00Z', '2026-11-30T04:59:00Z', '2026-11-30T05:01:00Z', '2026-11-03T15:00:00Z'];
    for (const iso of nows) {
      const now = new Date(iso);
      for (const days of [1, 2, 5, 10]) {
        const cutoff = overdueCutoff(days, now);
        for (let h = 0; h < 24 * 28; h += 3) {
          const since = new Date(now.getTime() - h * 3_600_000);
          expect(since < cutoff, `${iso}, ${days} days, since ${since.toISOString()}`).toBe(businessDaysBetween(since, now) > days);
        }
        // The cutoff itself is the first instant not overdue, the second before it overdue.
        expect(businessDaysBetween(cutoff, now)).toBe(days);
        expect(businessDaysBetween(new Date(cutoff.getTime() - 1_000), now)).toBe(days + 1);
      }
    }
  });

  it('is a local midnight in New York', () => {
    // On Monday 2026-11-30 a clock from Monday 11-23 has waited 5 business days, one from Sunday 11-22 six.
    expect(overdueCutoff(5, at('2026-11-30')).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
});
