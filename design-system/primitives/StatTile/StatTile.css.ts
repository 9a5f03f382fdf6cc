import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../Box/sprinkles.css';

/** The Card's body: the figures fill it, so tiles of one row share their rows' heights. */
export const body = sprinkles({ display: 'flex', flexDirection: 'column' });

/** The figures inside the tile's Card. */
export const root = style({
  flexGrow: 1,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label icon" "value icon" "meta meta"',
  alignItems: 'start',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  gridArea: 'label',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  gridArea: 'value',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const icon = style({
  gridArea: 'icon',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const trend = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontWeight: vars.fontWeight.strong,
  },
  variants: {
    tone: {
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
      neutral: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const trendIcon = style({
  width: vars.iconSize.inlineSmall,
  height: vars.iconSize.inlineSmall,
});
