import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

// Customer template: icon and badges on top, then what triggers it and what it does.

export const customerBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' });

export const top = style([sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'small' })]);

export const icon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: vars.size.touch,
    height: vars.size.touch,
    flexShrink: 0,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

globalStyle(`${icon} svg`, { width: vars.iconSize.large, height: vars.iconSize.large });

export const badges = style([sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'xxsmall' })]);

export const parts = style([
  sprinkles({ display: 'grid', gap: 'small' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
    flexGrow: 1,
    alignContent: 'start',
    paddingBlock: vars.space.xsmall,
    borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const partName = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xxsmall,
});

export const partValue = style({ fontSize: vars.fontSize.small });

// Workflow builder template: category and name, then its size and popularity as figures and a bar.

export const listItem = style({
  listStyle: 'none',
});

export const header = sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'xsmall' });

export const descriptionSpaced = style({
  marginBlockEnd: vars.space.medium,
});

export const facts = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'medium' }),
  {
    marginBlockEnd: vars.space.xsmall,
  },
]);

export const fact = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' })]);

globalStyle(`${fact} dt`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

globalStyle(`${fact} dd`, {
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${fact}:last-child`, {
  alignItems: 'flex-end',
});

export const track = style({
  blockSize: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});
