import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

const wide = media.from('tablet');

/** The body of the preview's Card. */
export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const top = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'small' });

export const titles = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' });

export const template = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const flow = style([
  sprinkles({ padding: 'medium', display: 'flex', gap: 'xsmall' }),
  {
    listStyle: 'none',
    margin: 0,
    flexDirection: 'column',
    alignItems: 'flex-start',
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
    '@media': {
      [wide]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
    },
  },
]);

export const stepItem = style([
  sprinkles({ display: 'flex', gap: 'xsmall' }),
  {
    flexDirection: 'column',
    alignItems: 'flex-start',
    '@media': {
      [wide]: { flexDirection: 'row', alignItems: 'center' },
    },
  },
]);

export const step = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
    {
      paddingBlock: vars.space.xxsmall,
      paddingInline: vars.space.small,
      borderRadius: vars.radius.medium,
      borderWidth: vars.borderWidth.standard,
      borderStyle: 'solid',
      fontSize: vars.fontSize.small,
      backgroundColor: vars.color.surface,
    },
  ],
  variants: {
    kind: {
      trigger: { borderColor: vars.color.brand, color: vars.color.text },
      action: { borderColor: vars.color.borderStrong, color: vars.color.text },
    },
  },
});

export const stepIcon = style({ width: vars.iconSize.inlineSmall, height: vars.iconSize.inlineSmall, color: vars.color.brand });

export const stepKind = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  textTransform: 'uppercase',
  fontSize: vars.fontSize.xsmall,
  letterSpacing: '0.04em',
});

export const arrow = style([sprinkles({ display: 'inline-flex' }), { color: vars.color.textMuted, paddingInlineStart: vars.space.small }]);

export const arrowWide = style({
  width: vars.iconSize.small,
  height: vars.iconSize.small,
  display: 'none',
  '@media': { [wide]: { display: 'block' } },
});

export const arrowNarrow = style({
  width: vars.iconSize.small,
  height: vars.iconSize.small,
  '@media': { [wide]: { display: 'none' } },
});

export const stats = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'three', gap: 'small' }),
  {
    maxWidth: '36rem',
  },
]);

export const stat = sprinkles({ display: 'flex', flexDirection: 'column-reverse', gap: 'xxsmall' });

export const statName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const statValue = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  fontVariantNumeric: 'tabular-nums',
});
