import { useEffect, useState } from 'react';

/**
 * Whether the window is at least `px` wide, following resizes. Read from `window.innerWidth` first, so the
 * first render is already right (the portal renders only in the browser).
 */
export function useMinWidth(px: number): boolean {
  const [wide, setWide] = useState(() => window.innerWidth >= px);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(`(min-width: ${px}px)`);
    const onChange = (event: MediaQueryListEvent) => setWide(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [px]);

  return wide;
}
