import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

const focusRing = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.strong,
} as const;

export const root = style({
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const inner = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 'large', rowGap: 'xsmall' }),
  {
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.gutter,
  },
]);

export const title = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.brand,
  },
]);

export const titleIcon = style({ width: vars.iconSize.inline, height: vars.iconSize.inline });

/** On phones the links get a row of their own under the title and Sign out. */
export const nav = style({
  flex: '1 1 100%',
  order: 3,
  minWidth: 0,
  overflowX: 'auto',
  '@media': { [media.from('tablet')]: { flex: '1 1 auto', order: 0 } },
});

export const list = style([
  sprinkles({ display: 'flex', gap: 'xxsmall', padding: 'xxsmall' }),
  {
    margin: 0,
    listStyle: 'none',
  },
]);

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  {
    minHeight: vars.size.touch,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { background: vars.color.surface, color: vars.color.brand },
      '&:focus-visible': focusRing,
      '&[aria-current="page"]': {
        background: vars.color.surface,
        color: vars.color.brand,
        boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.strong}) 0 ${vars.color.brand}`,
      },
    },
  },
]);

export const account = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' }),
  {
    marginInlineStart: 'auto',
  },
]);

/** Who is signed in: left out on phones, where the bar has room for the links and Sign out only. */
export const who = style({
  display: 'none',
  '@media': { [media.from('tablet')]: { display: 'grid' } },
  textAlign: 'end',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const email = style({ color: vars.color.textMuted });
