import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../theme/system';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

function renderSearch() {
  const onSearch = vi.fn();
  const view = render(
    <ChakraProvider value={system}>
      <SearchInput label="Search companies" onSearch={onSearch} />
    </ChakraProvider>,
  );
  const type = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies' }), { target: { value } });
  return { ...view, onSearch, type };
}

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the trimmed text once typing has paused for 500 ms', () => {
    const { onSearch, type } = renderSearch();
    type('ac');
    act(() => vi.advanceTimersByTime(300));
    type('acme ');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('acme');
  });

  it('does not report on mount, nor the same text twice', () => {
    const { onSearch, type } = renderSearch();
    act(() => vi.advanceTimersByTime(1000));
    type('acme');
    act(() => vi.advanceTimersByTime(500));
    type('acme  ');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('drops a pending report when it is removed (a tab change)', () => {
    const { onSearch, type, unmount } = renderSearch();
    type('acme');
    act(() => vi.advanceTimersByTime(200));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
