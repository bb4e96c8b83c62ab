import { Input, InputGroup } from '@chakra-ui/react';
import { SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { useEffect, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';

interface SearchInputProps {
  label: string;
  /** Called with the trimmed text once typing has paused for `delayMs`. */
  onSearch: (value: string) => void;
  delayMs?: number;
}

/**
 * A list's search box. It reports only after typing pauses, so a list is not fetched per keystroke.
 * To clear it (e.g. on tab change), remount it with a new `key`: the pending report is dropped with it.
 */
export function SearchInput({ label, onSearch, delayMs = SEARCH_DEBOUNCE_MS }: SearchInputProps) {
  const [value, setValue] = useState('');
  const onSearchRef = useRef(onSearch);
  // What the list was last told; starts blank because the list starts unfiltered.
  const reported = useRef('');

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const next = value.trim();
    if (next === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = next;
      onSearchRef.current(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return (
    <InputGroup startElement={<LuSearch aria-hidden="true" />} maxW="sm">
      <Input type="search" aria-label={label} placeholder="Search" value={value} onChange={(e) => setValue(e.target.value)} />
    </InputGroup>
  );
}
