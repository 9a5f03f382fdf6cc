import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { text as textRecipe } from '../Text/Text.css';

/**
 * Phones, where a `fullScreenOnMobile` dialog fills the screen. Media queries cannot read
 * custom properties, so the width is written here (tokens have no breakpoint set yet).
 */
const belowTablet = media.below('tabletWide');

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state=open]': { animation: 'none' },
  },
});

export const positioner = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.medium,
    overflow: 'hidden',
  },
  variants: {
    fullScreenOnMobile: {
      true: { '@media': { [belowTablet]: { padding: 0 } } },
      false: {},
    },
  },
  defaultVariants: { fullScreenOnMobile: false },
});

export const content = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    width: '100%',
    maxHeight: '100%',
    overflowY: 'auto',
    padding: vars.space.large,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    selectors: {
      '&[hidden]': { display: 'none' },
      '&:focus-visible': {
        outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.strong,
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '24rem' },
      medium: { maxWidth: '32rem' },
      large: { maxWidth: '42rem' },
    },
    fullScreenOnMobile: {
      true: {
        '@media': {
          [belowTablet]: {
            maxWidth: 'none',
            height: '100%',
            borderRadius: 0,
            boxShadow: 'none',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', fullScreenOnMobile: false },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const description = style([textRecipe({ tone: 'muted' }), { margin: 0 }]);

export const closeTrigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  marginBlockStart: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
  },
});

/** The body scrolls between a fixed header and footer when the content is long. */
export const body = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minHeight: 0,
  overflowY: 'auto',
  // Room for the children's focus rings, which the scroll box would otherwise clip.
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.strong})`,
    },
  },
});

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});
