/*
 * The sign-in page's system has only the recipes it draws on arrival (portal-theme.ts); every other screen's
 * are a chunk of their own (screen-recipes.ts), added to the system when it is evaluated. Every lazy screen or
 * component that draws them loads through withScreenRecipes, so the recipes are in before it first renders.
 */
export const loadScreenRecipes = () => import('./screen-recipes');

/** `load`, resolved only once the screen recipes are in the system too (both are fetched in parallel). */
export function withScreenRecipes<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadScreenRecipes()]))[0];
}
