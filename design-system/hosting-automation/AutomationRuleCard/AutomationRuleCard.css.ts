import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const header = sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'small' });

export const titleRow = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    minWidth: 0,
  },
]);

export const ruleIcon = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
    {
      flexShrink: 0,
      width: vars.size.touch,
      height: vars.size.touch,
      borderRadius: vars.radius.medium,
    },
  ],
  variants: {
    active: {
      true: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
      false: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
});

export const glyph = style({
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
});

export const badgeIcon = style({
  width: vars.iconSize.inlineSmall,
  height: vars.iconSize.inlineSmall,
});

export const facts = style([
  sprinkles({ display: 'grid', columnGap: 'medium', rowGap: 'xsmall' }),
  {
    gridTemplateColumns: 'minmax(6.5rem, auto) 1fr',
    fontSize: vars.fontSize.small,
  },
]);

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const definition = style({
  color: vars.color.text,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'xsmall' });
