import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** On the thread's Card (no padding: the header, log and footer bring their own). */
export const root = style({ minHeight: 0 });

/** The Card's body: header, log, typing row and footer in a column. */
export const body = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { minHeight: 0 }]);

export const header = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small' }),
  {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const who = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    minWidth: 0,
  },
]);

export const email = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const badges = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxsmall' });

export const log = style({
  flex: '1 1 auto',
  // a steady reading area; it scrolls, the page does not
  height: 'clamp(16rem, 50vh, 30rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.canvas,
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.space.xxsmall})` },
  },
});

export const messages = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const messageItem = sprinkles({ display: 'flex', flexDirection: 'column' });

export const empty = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const typingRow = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  {
    // the row keeps its height whether or not someone is typing, so the thread never jumps
    minHeight: `calc(${vars.fontSize.small} * 2.25)`,
    paddingInline: vars.space.medium,
    backgroundColor: vars.color.canvas,
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
  },
]);

export const typing = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xsmall' })]);

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '30%': { transform: `translateY(calc(-1 * ${vars.space.xxsmall}))`, opacity: 1 },
});

export const dots = style([sprinkles({ display: 'inline-flex', gap: 'xxsmall' })]);

export const dot = style({
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  animationName: bounce,
  animationDuration: '1.2s',
  animationIterationCount: 'infinite',
  animationTimingFunction: 'ease-in-out',
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    // still dots say the same thing without motion
    '(prefers-reduced-motion: reduce)': { animationName: 'none', opacity: 0.7 },
  },
});

export const footer = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
