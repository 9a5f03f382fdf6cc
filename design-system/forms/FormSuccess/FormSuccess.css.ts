import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    padding: vars.space.large,
    // Taking focus scrolls it into view: not under the sticky header.
    scrollMarginTop: vars.space.xlarge,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.positive}`,
    backgroundColor: vars.color.positiveSoft,
    color: vars.color.text,
    // Focus is moved here so a screen reader reads it; it is not a control, so no ring.
    selectors: { '&:focus': { outline: 'none' } },
    '@media': {
      'screen and (max-width: 30em)': { padding: vars.space.medium },
    },
  },
]);

export const title = sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' });

export const icon = style({
  flexShrink: 0,
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  color: vars.color.positive,
});

export const body = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.standard,
});

export const reference = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 'xsmall' }),
  {
    margin: 0,
  },
]);

export const referenceLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const referenceValue = style({
  margin: 0,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.05em',
});

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' }),
  {
    marginBlockStart: vars.space.xsmall,
  },
]);
