import { defineSlotRecipe } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's tabs with a list that scrolls sideways when its tabs do not fit (a phone's 390 px), each tab keeping its
 * width and its label on one line: every tab stays reachable and no page grows past the window. Declared once for
 * every tab list (the company page's reached 1 px past 390 px; the prequalification page and the form builder had
 * each set it on their own).
 */
export const tabsRecipe = defineSlotRecipe({
  ...tabsSlotRecipe,
  base: {
    ...tabsSlotRecipe.base,
    list: { ...tabsSlotRecipe.base?.list, overflowX: 'auto', overflowY: 'hidden' },
    trigger: { ...tabsSlotRecipe.base?.trigger, flexShrink: 0, whiteSpace: 'nowrap' },
  },
});
