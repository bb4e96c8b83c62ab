import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { allowLateRecipes } from './add-recipes';
import { portalThemeConfig } from './portal-theme';

/** A light value that reads at 4.5:1 or better; the dark value stays Chakra's (the portal has no dark mode). */
const light = (lightRef: string, darkRef: string) => ({ value: { _light: lightRef, _dark: darkRef } });

/** A solid button's fill under the mouse or with its menu open: its colour with a tenth of black. */
export const SOLID_ACTIVE_BG = 'color-mix(in srgb, {colors.colorPalette.solid} 90%, black)';

/**
 * The portal's one palette: Chakra's defaults, with every text colour and every solid fill that does not
 * reach WCAG 2.1 AA (4.5:1) on the backgrounds it is used on moved one or two shades darker. Field.ErrorText
 * and every `color="fg.error"` read `fg.error`; a `colorPalette="green"` solid button reads `green.solid` and
 * `green.contrast`. So screens name a role (`fg.error`, `colorPalette`) and never a raw shade.
 * system.test.ts checks every pair.
 */
const paletteConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          // red.500 is 3.76:1 on white; red.700 is Chakra's own red.fg
          error: light('{colors.red.700}', '{colors.red.400}'),
          warning: light('{colors.orange.700}', '{colors.orange.300}'),
          success: light('{colors.green.700}', '{colors.green.300}'),
          subtle: light('{colors.gray.500}', '{colors.gray.500}'),
        },
        // white on green.600 is 3.29:1; the 600 shades of these palettes are all under 4.5:1 with white
        green: { solid: light('{colors.green.700}', '{colors.green.600}') },
        orange: { solid: light('{colors.orange.700}', '{colors.orange.500}') },
        teal: { solid: light('{colors.teal.700}', '{colors.teal.600}') },
        cyan: { solid: light('{colors.cyan.700}', '{colors.cyan.600}') },
      },
    },
    recipes: {
      // Chakra's hovered or expanded solid button is its fill at 90% over the page, lighter than at rest: white on
      // blue.600 fell to 4.31:1 under the mouse (red 4.30, pink 4.08). Darker instead, so it reads better than at rest.
      button: { variants: { variant: { solid: { _hover: { bg: SOLID_ACTIVE_BG }, _expanded: { bg: SOLID_ACTIVE_BG } } } } },
    },
  },
});

// Chakra's base and theme with the recipes the sign-in page draws (portal-theme.ts), then the palette; the other
// screens' recipes are added when they load (load-screen-recipes.ts).
export const system = createSystem(defaultBaseConfig, portalThemeConfig, paletteConfig);
allowLateRecipes(system);

// A build writes the reset, base and token styles into index.html (vite-static-global-css.ts): the provider then
// has none to compute and insert. Without that element (dev server, tests) Chakra's provider inserts them as usual.
if (typeof document !== 'undefined' && document.querySelector('style[data-portal-global-css]')) {
  Object.defineProperty(system, '_global', { value: [] });
}
