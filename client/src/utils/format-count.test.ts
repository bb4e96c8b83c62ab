import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from './format-count';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatCount', () => {
  it('writes integers as en-US toLocaleString does, without calling it', () => {
    const values = [0, 7, 42, 999, 1000, 1234, 99999, 100000, 1234567, 1000000000, -1, -1234, -1234567, Number.MAX_SAFE_INTEGER];
    const expected = values.map((v) => v.toLocaleString('en-US'));
    const localized = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(values.map(formatCount)).toEqual(expected);
    expect(localized).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('leaves what is not a safe integer to toLocaleString', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString('en-US'));
  });
});
