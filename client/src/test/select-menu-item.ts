import type { UserEvent } from '@testing-library/user-event';

/**
 * Press and release as two steps: Zag's menu highlights on pointerdown and selects on click, and
 * user.click() fires both in the same tick, which a real pointer never does.
 */
export async function selectMenuItem(user: UserEvent, item: HTMLElement): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
