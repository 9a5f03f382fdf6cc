import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { text as textRecipe } from '../../primitives/Text/Text.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    minWidth: 0,
  },
]);

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const list = style([
  sprinkles({ display: 'grid', gap: 'xsmall' }),
  {
    listStyle: 'none',
    padding: 0,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  },
]);

export const item = style([
  sprinkles({ display: 'grid', alignItems: 'center', columnGap: 'small', rowGap: 'xxsmall' }),
  {
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"grip icon title add" "grip icon description description"',
    padding: vars.space.small,
    paddingInlineStart: vars.space.xsmall,
    backgroundColor: vars.color.surface,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.small,
    cursor: 'grab',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
      '&:active': { cursor: 'grabbing' },
      '&[draggable="false"]': { cursor: 'default' },
    },
  },
]);

export const grip = style({
  gridArea: 'grip',
  color: vars.color.textMuted,
});

export const icon = style({
  gridArea: 'icon',
});

/** Title and description are placed in the item's grid directly. */
export const text = style({
  display: 'contents',
});

/** The Text recipe's strong and muted small texts, set tight: two short lines beside an icon. */
export const title = style([textRecipe({ weight: 'strong' }), { gridArea: 'title', lineHeight: vars.lineHeight.tight }]);

export const description = style([textRecipe({ tone: 'muted', size: 'small' }), { gridArea: 'description', lineHeight: vars.lineHeight.tight }]);

export const add = style({
  gridArea: 'add',
});
