import { SIDEBAR_AUTO_OPEN_WIDTH } from '@portal/common/constants';
import { useCallback, useEffect, useState } from 'react';

const WIDE_QUERY = `(min-width: ${SIDEBAR_AUTO_OPEN_WIDTH}px)`;

/**
 * Open on wide windows (spec: 1080 px or more), collapsed on narrow ones. A manual toggle holds
 * until the window crosses the threshold again.
 */
export function useSidebarOpen(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(() => window.innerWidth >= SIDEBAR_AUTO_OPEN_WIDTH);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(WIDE_QUERY);
    const onChange = (event: MediaQueryListEvent) => setOpen(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return [open, toggle];
}
