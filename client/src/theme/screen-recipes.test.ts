import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { addRecipes, allowLateRecipes } from './add-recipes';
import { portalThemeConfig, recipes, slotRecipes } from './portal-theme';
import { screenRecipes, screenSlotRecipes } from './screen-recipes';

/** A system as system.ts creates it, before any screen's recipes are added (the test setup adds them to the app's). */
function signInPageSystem() {
  const sys = createSystem(defaultBaseConfig, portalThemeConfig);
  allowLateRecipes(sys);
  return sys;
}

describe("the screens' recipes, added when the first screen that draws them loads", () => {
  it('are not in the sign-in page system, and are used once added', () => {
    const sys = signInPageSystem();
    expect(sys.isSlotRecipe('dialog')).toBe(false);
    expect(sys.isRecipe('input')).toBe(false);
    expect(sys.isRecipe('button')).toBe(true);

    addRecipes(sys, screenRecipes, screenSlotRecipes);
    expect(sys.isSlotRecipe('dialog')).toBe(true);
    expect(Object.keys(sys.getSlotRecipeFn('dialog')({}))).toContain('content');
    expect(sys.getRecipeFn('input').variantKeys).toContain('size');
  });

  it('style a component that asked for its recipe before it was added, on its next mount', () => {
    const sys = signInPageSystem();
    // Chakra caches what a key resolved to on the first lookup: an empty recipe here would stick.
    expect(Object.keys(sys.getSlotRecipeFn('dialog')({}))).toEqual([]);
    expect(sys.getRecipeFn('input').variantKeys).toEqual([]);

    addRecipes(sys, screenRecipes, screenSlotRecipes);
    expect(Object.keys(sys.getSlotRecipeFn('dialog')({}))).toContain('content');
    expect(sys.getRecipeFn('input').variantKeys).toContain('size');
  });

  it('and the sign-in page recipes do not overlap', () => {
    for (const key of Object.keys(recipes)) expect(screenRecipes, key).not.toHaveProperty([key]);
    for (const key of Object.keys(slotRecipes)) expect(screenSlotRecipes, key).not.toHaveProperty([key]);
  });
});
