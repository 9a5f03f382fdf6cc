import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { controlBox, disabledControl } from '../Field/fieldParts.css';
import { popupItem, popupPanel } from './popupList.css';

export { root, label, requiredIndicator as requiredMarker, helperText, errorText } from '../Field/fieldParts.css';
export { popupPositioner as positioner } from './popupList.css';

export const trigger = recipe({
  base: [
    controlBox,
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.small,
      textAlign: 'start',
      cursor: 'pointer',
      selectors: {
        '&[data-disabled]': disabledControl,
      },
    },
  ],
  variants: {
    size: {
      medium: {},
      small: { minHeight: 'auto', paddingBlock: vars.space.xxsmall, fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SelectVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const valueText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder-shown]': { color: vars.color.textMuted },
  },
});

export const indicator = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-state=open]': { transform: 'rotate(180deg)' },
  },
});

export const content = style([
  popupPanel,
  {
    width: 'var(--reference-width)',
    maxHeight: 'min(var(--available-height), 20rem)',
    padding: vars.space.xxsmall,
  },
]);

export const item = style([
  popupItem,
  {
    justifyContent: 'space-between',
    selectors: {
      '&[data-state=checked]': { fontWeight: vars.fontWeight.medium },
    },
  },
]);

export const itemIndicator = style({
  display: 'inline-flex',
  color: vars.color.brand,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});
