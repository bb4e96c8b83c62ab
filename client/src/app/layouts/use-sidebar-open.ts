import { SIDEBAR_AUTO_OPEN_WIDTH } from '@portal/common/constants';
import { useCallback, useState } from 'react';
import { useMinWidth } from './use-min-width';

/**
 * Open on wide windows (spec: 1080 px or more), collapsed on narrow ones. A manual toggle holds
 * until the window crosses the threshold again.
 */
export function useSidebarOpen(): [open: boolean, toggle: () => void] {
  const wide = useMinWidth(SIDEBAR_AUTO_OPEN_WIDTH);
  // The toggle's choice, and the width it was made at: crossing the threshold drops it.
  const [choice, setChoice] = useState<{ open: boolean; wide: boolean } | null>(null);
  const open = choice && choice.wide === wide ? choice.open : wide;

  const toggle = useCallback(() => setChoice({ open: !open, wide }), [open, wide]);
  return [open, toggle];
}
