import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('lazily', () => {
  it('makes the value on the first call only, and not before', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined', () => {
    const make = vi.fn(() => undefined);
    const get = lazily(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('the date formatters', () => {
  // A screen that loads them (with the API client) but shows no date makes no Intl formatter: a phone's first
  // Intl object costs 100 to 300 ms of its main thread.
  it('make no Intl.DateTimeFormat until a date is formatted', async () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as typeof Real);
    const { formatDate, formatDateTime } = await import('./format-date');
    const { formatDay } = await import('./format-day');
    expect(made).not.toHaveBeenCalled();

    expect(formatDate('2026-03-05T15:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDateTime('2026-03-05T15:00:00Z')).toBe('Mar 5, 2026, 10:00 AM');
    expect(formatDay('2026-03-05')).toBe('Mar 5, 2026');
    expect(made).toHaveBeenCalledTimes(3);

    // Each formatter is made once.
    formatDate('2026-03-06T15:00:00Z');
    formatDateTime('2026-03-06T15:00:00Z');
    formatDay('2026-03-06');
    expect(made).toHaveBeenCalledTimes(3);
  });
});
