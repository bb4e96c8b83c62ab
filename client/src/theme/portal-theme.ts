import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type { screenRecipes, screenSlotRecipes } from './screen-recipes';

/**
 * Chakra's default theme with only the recipes of the components the portal draws. `defaultConfig` carries
 * all ~75 recipes (date pickers, carousels, colour pickers ...), about a fifth of Chakra's weight on the first
 * page. A component whose recipe is missing renders unstyled, so theme/portal-theme.test.ts fails when a
 * screen imports a Chakra component that has no entry in CHAKRA_COMPONENT_RECIPES.
 *
 * Here are only the recipes the sign-in page draws on arrival (its header, entry choices, spinner and error
 * page); the rest (screen-recipes.ts) load with the first screen that needs them (load-screen-recipes.ts).
 */
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {};

type RecipeKey = keyof typeof recipes | keyof typeof screenRecipes | keyof typeof screenSlotRecipes;

/**
 * Every Chakra export the client imports, with the recipes it is drawn with ([] for layout and logic that
 * have none). Importing one that is not listed fails portal-theme.test.ts: add it here with its recipe.
 */
export const CHAKRA_COMPONENT_RECIPES: Record<string, RecipeKey[]> = {
  // Layout, typography and helpers without a recipe of their own.
  Box: [],
  Center: [],
  chakra: [],
  ChakraProvider: [],
  Flex: [],
  Grid: [],
  GridItem: [],
  Group: [],
  HStack: [],
  Image: [],
  Portal: [],
  SimpleGrid: [],
  Spacer: [],
  Stack: [],
  Text: [],
  VisuallyHidden: [],
  VStack: [],
  Wrap: [],
  ButtonGroup: [],
  CheckboxGroup: [],
  Pagination: [],
  SkipNavContent: [],
  createListCollection: [],
  createSystem: [],
  createToaster: [],
  defaultBaseConfig: [],
  defaultConfig: [],
  defineConfig: [],
  defineSlotRecipe: [],
  useDisclosure: [],
  // Components and their recipes.
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Breadcrumb: ['breadcrumb'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Select: ['select'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkeletonText: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Spinner: ['spinner'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
  Tooltip: ['tooltip'],
};

export const portalThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});
