// The recipes of the components outside home's first view, added to the system by `completeTheme`
// (theme.ts) when the first lazily loaded page or component loads.
import {
  badgeRecipe,
  accordionSlotRecipe,
  alertSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  hoverCardSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's toast, with the warning and success toasts a shade darker (the shop is light only): white on
 * orange.600 (3.6:1) and green.600 (3.3:1) fail WCAG's 4.5:1 for their text, which Lighthouse counts
 * against every page that greets a visitor with one (an empty cart sent home warns). orange.700 and
 * green.700 give 7.9:1 and 6.8:1; error's red.600 already passes (4.8:1).
 */
const toastRecipe = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      '&[data-type=warning]': {
        ...toastSlotRecipe.base?.root?.['&[data-type=warning]'],
        bg: 'orange.700',
      },
      '&[data-type=success]': {
        ...toastSlotRecipe.base?.root?.['&[data-type=success]'],
        bg: 'green.700',
      },
    },
  },
};

export const recipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  inputAddon: inputAddonRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  hoverCard: hoverCardSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastRecipe,
};
