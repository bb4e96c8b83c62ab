import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Enters `text` into a debounced search box one keystroke at a time (one change per letter, as typing makes) with the
 * clock held, so no debounce can run out between two keystrokes however slowly a loaded machine handles them; then
 * checks `whileTyping` (what must not have happened yet) and lets `pauseMs` pass. With real time, a keystroke that
 * took longer than the pause (the client layer runs beside the browser specs at nice 10) sent a request for the
 * partial word and failed "one request, not one per keystroke" by timing. Back on real timers afterwards: wait for
 * the answer with findBy/waitFor as usual. (user-event cannot type here: Testing Library's act wrapper waits on a
 * timeout that only Jest's fake timers advance.)
 */
export async function typeBeforePause(box: HTMLElement, text: string, pauseMs: number, whileTyping?: () => void): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let i = 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
    whileTyping?.();
    await act(() => vi.advanceTimersByTimeAsync(pauseMs));
  } finally {
    vi.useRealTimers();
  }
}
