import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true). The observer reports only
 * after the page has laid out and drawn, so work started on it never holds up the first paint; on a phone it
 * waits until the reader scrolls towards the element. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
