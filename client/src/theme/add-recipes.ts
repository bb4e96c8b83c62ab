import type { SystemContext } from '@chakra-ui/react';

type RecipeTable = Record<string, unknown>;

/**
 * Adds recipes to a system already created: Chakra reads its config's recipe tables when a component first
 * asks for a key, so a recipe added before that is used as if it had been there from the start.
 */
export function addRecipes(sys: SystemContext, recipes: RecipeTable, slotRecipes: RecipeTable): void {
  const theme = sys._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('the system was created without recipe tables');
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
}

/**
 * Chakra caches a key's recipe function on its first lookup, an empty one when the key has no recipe yet: a
 * component drawn before its recipe was added would stay unstyled for good. Keys without a recipe are not
 * cached here, so any later mount finds the recipe once it has been added.
 */
export function allowLateRecipes(sys: SystemContext): void {
  const { getRecipeFn, getSlotRecipeFn } = sys;
  sys.getRecipeFn = (key, fallback) => (sys.isRecipe(key) ? getRecipeFn(key, fallback) : sys.cva(fallback ?? {}));
  sys.getSlotRecipeFn = (key, fallback) => (sys.isSlotRecipe(key) ? getSlotRecipeFn(key, fallback) : sys.sva(fallback ?? {}));
}
