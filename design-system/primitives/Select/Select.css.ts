import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { controlBox, disabledControl } from '../Field/fieldParts.css';

/** Holds the select and the chevron drawn over its right edge. */
export const control = style({
  position: 'relative',
  display: 'flex',
});

const chevronRoom = `calc(${vars.space.small} * 2 + 1.1em)`;

export const select = recipe({
  base: [
    controlBox,
    {
      paddingInlineEnd: chevronRoom,
      textOverflow: 'ellipsis',
      cursor: 'pointer',
      selectors: {
        '&:disabled': disabledControl,
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

export type SelectVariants = NonNullable<RecipeVariants<typeof select>>;

export const indicator = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.space.small} + ${vars.borderWidth.standard})`,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
