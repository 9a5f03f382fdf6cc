import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = recipe({
  base: [
    sprinkles({ display: 'grid' }),
    {
      gap: vars.space.xsmall,
      padding: 0,
      listStyle: 'none',
      minWidth: 0,
    },
  ],
  variants: {
    density: {
      // cards side by side where there is room (the dashboard)
      comfortable: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))', gap: vars.space.small },
      // one column (a sidebar)
      compact: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export const item = recipe({
  base: [
    sprinkles({ display: 'grid', gridTemplateColumns: 'contentAction', alignItems: 'baseline', columnGap: 'small', rowGap: 'xxsmall' }),
    {
      position: 'relative',
      gridTemplateAreas: '"name time" "message message" "badges badges"',
      backgroundColor: vars.color.surface,
      borderWidth: vars.borderWidth.standard,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderInlineStartWidth: vars.borderWidth.strong,
      borderRadius: vars.radius.medium,
      transitionProperty: 'background-color, border-color, box-shadow',
      transitionDuration: vars.motion.fast,
      selectors: {
        '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small },
        // the whole card is the button's click target; show the focus ring around the card
        '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
        '&:has([aria-current="true"])': {
          backgroundColor: vars.color.brandSoft,
          borderColor: vars.color.brand,
        },
      },
    },
  ],
  variants: {
    density: {
      comfortable: { padding: vars.space.medium },
      compact: { paddingBlock: vars.space.xsmall, paddingInline: vars.space.small },
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export type ChatSessionListVariants = NonNullable<RecipeVariants<typeof item>>;

export const nameRow = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    gridArea: 'name',
    minWidth: 0,
  },
]);

export const button = style({
  appearance: 'none',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // stretch the click target over the whole card
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
    '&:focus-visible': { outline: 'none' },
  },
});

export const unread = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    flexShrink: 0,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.accent,
  },
]);

export const unreadDot = style({
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

export const time = style({
  gridArea: 'time',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const message = recipe({
  base: {
    gridArea: 'message',
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  variants: {
    density: {
      comfortable: { WebkitLineClamp: 2 },
      compact: { WebkitLineClamp: 1 },
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export const badges = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxsmall' }),
  {
    gridArea: 'badges',
    marginBlockStart: vars.space.xxsmall,
  },
]);

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
