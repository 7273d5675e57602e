import { defaultConfig, type SystemContext } from '@chakra-ui/react';

const chakraRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
const chakraSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

/**
 * Makes `system` record every recipe of Chakra's default theme that a component asks for and the
 * system lacks. The shop's theme carries only the recipes of the components it renders
 * (config/theme.ts); Chakra would render a component whose recipe is missing without any style,
 * silently. (Some components, such as Text, ask for a recipe no theme defines: they have no style
 * of their own.) Returns the list it fills.
 */
export function recordMissingRecipes(system: SystemContext): string[] {
  const missing: string[] = [];
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => {
    if (chakraRecipes.has(key) && !system.isRecipe(key)) missing.push(`recipe "${key}"`);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (chakraSlotRecipes.has(key) && !system.isSlotRecipe(key)) missing.push(`slot recipe "${key}"`);
    return getSlotRecipeFn(key, fallback);
  };
  return missing;
}
