import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const item = recipe({
  base: [
    sprinkles({ display: 'grid', gridTemplateColumns: 'labelValue', columnGap: 'small', rowGap: 'xxsmall', padding: 'medium' }),
    {
      backgroundColor: vars.color.surface,
      borderWidth: vars.borderWidth.standard,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderInlineStartWidth: vars.space.xxsmall,
      borderRadius: vars.radius.medium,
      minWidth: 0,
    },
  ],
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info },
      caution: { borderInlineStartColor: vars.color.caution },
      positive: { borderInlineStartColor: vars.color.positive },
      critical: { borderInlineStartColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: {
    gridRow: 'span 2',
    width: vars.iconSize.xlarge,
    height: vars.iconSize.xlarge,
    marginBlockStart: vars.space.xxsmall,
  },
  variants: {
    tone: {
      info: { color: vars.color.info },
      caution: { color: vars.color.caution },
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
    },
  },
});

export const top = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 'small', rowGap: 'xxsmall' });

export const message = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', columnGap: 'medium', rowGap: 'xxsmall' }),
  {
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
  },
]);

export const action = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const empty = style({
  color: vars.color.textMuted,
});
