import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style({
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
});

export const inner = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', columnGap: 'medium', rowGap: 'xxsmall' }),
  {
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
    paddingBlock: vars.space.xsmall,
    textAlign: 'center',
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.iconSize.inlineLarge,
    height: vars.iconSize.inlineLarge,
    flexShrink: 0,
  },
]);

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

export const message = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
});

export const action = style({
  fontSize: vars.fontSize.small,
});

// Links in the strip take its text colour, underlined, with the site's focus ring.
globalStyle(`${action} a`, {
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${action} a:hover`, { textDecorationThickness: vars.borderWidth.strong });
