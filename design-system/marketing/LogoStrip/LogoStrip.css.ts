import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    paddingBlock: vars.space.xlarge,
  },
]);

export const label = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/**
 * Names in even rows: two columns on a phone (marks aligned in columns), three from a tablet up,
 * so six names make full rows (3 + 3) instead of 4 + 2 or a zig-zag.
 */
export const list = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'two', rowGap: 'large', columnGap: 'medium' }),
  {
    listStyle: 'none',
    padding: 0,
    '@media': {
      [media.from('tablet')]: {
        gridTemplateColumns: 'repeat(3, minmax(0, max-content))',
        justifyContent: 'center',
        columnGap: vars.space.xxlarge,
      },
    },
  },
]);

export const item = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    color: vars.color.text,
  },
]);

export const mark = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.accent,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

globalStyle(`${mark} svg`, { width: vars.iconSize.medium, height: vars.iconSize.medium });

export const text = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { lineHeight: vars.lineHeight.tight }]);

export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  letterSpacing: '-0.01em',
});

export const detail = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
