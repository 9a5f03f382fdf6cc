import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** the conversation and the typing dots below it */
const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const log = column;

export const list = style([column, { margin: 0, padding: 0, listStyle: 'none' }]);

export const item = recipe({
  base: [sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }), { maxWidth: 'min(36rem, 88%)' }],
  variants: {
    from: {
      user: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      assistant: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: [
    sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
    {
      paddingBlock: vars.space.small,
      paddingInline: vars.space.medium,
      borderRadius: vars.radius.large,
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.standard,
      overflowWrap: 'anywhere',
    },
  ],
  variants: {
    from: {
      user: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        borderEndEndRadius: vars.radius.small,
      },
      assistant: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderEndStartRadius: vars.radius.small,
      },
      notice: {
        background: vars.color.cautionSoft,
        color: vars.color.text,
        borderEndStartRadius: vars.radius.small,
        borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.caution}`,
      },
    },
  },
});

export const paragraph = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const bullets = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  { margin: 0, paddingInlineStart: vars.space.large },
]);

export const meta = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    paddingInline: vars.space.xsmall,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.tight,
  },
]);

export const sender = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  { fontWeight: vars.fontWeight.strong },
]);

export const senderIcon = style({ width: vars.iconSize.inline, height: vars.iconSize.inline, color: vars.color.caution });

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '40%': { transform: `translateY(calc(-1 * ${vars.space.xxsmall}))`, opacity: 1 },
});

export const typing = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    alignSelf: 'flex-start',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.large,
    borderEndStartRadius: vars.radius.small,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
  },
]);

export const dot = style({
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: 'currentColor',
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});
