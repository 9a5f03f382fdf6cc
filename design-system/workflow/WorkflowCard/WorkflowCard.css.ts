import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style({
  listStyle: 'none',
});

export const header = sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'small' });

export const title = style({
  selectors: {
    '&:focus-visible': { outlineOffset: vars.space.xxsmall },
  },
});

/** Description on top, figures at the bottom: cards in a row line their figures up. */
export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    blockSize: '100%',
  },
]);

export const description = style({
  flexGrow: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  marginBlockEnd: vars.space.medium,
});

export const stats = sprinkles({ display: 'grid', gridTemplateColumns: 'two', gap: 'xsmall' });

export const stat = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

globalStyle(`${stat} dt`, {
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${stat} dd`, {
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall', justifyContent: 'space-between' });

export const deleteButton = style({
  color: vars.color.critical,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.criticalSoft },
  },
});
