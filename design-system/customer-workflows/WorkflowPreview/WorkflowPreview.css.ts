import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { cardSurface } from '../../primitives/Card/Card.css';

const wide = media.from('tablet');

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    padding: vars.space.large,
  },
]);

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const template = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const flow = style({
  listStyle: 'none',
  padding: vars.space.medium,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  '@media': {
    [wide]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
});

export const stepItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  '@media': {
    [wide]: { flexDirection: 'row', alignItems: 'center' },
  },
});

export const step = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    fontSize: vars.fontSize.small,
    backgroundColor: vars.color.surface,
  },
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

export const arrow = style({ display: 'inline-flex', color: vars.color.textMuted, paddingInlineStart: vars.space.small });

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

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  maxWidth: '36rem',
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxsmall });

export const statName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const statValue = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  fontVariantNumeric: 'tabular-nums',
});
