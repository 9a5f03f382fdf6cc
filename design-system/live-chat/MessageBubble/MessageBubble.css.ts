import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = recipe({
  base: [
    sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
    {
      maxWidth: 'min(36rem, 85%)',
      minWidth: 0,
    },
  ],
  variants: {
    /** who wrote it: the customer on the left, the agent (the reader of this inbox) on the right */
    from: {
      customer: { alignSelf: 'flex-start', alignItems: 'flex-start' },
      agent: { alignSelf: 'flex-end', alignItems: 'flex-end' },
    },
  },
  defaultVariants: { from: 'customer' },
});

export const sender = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const bubble = recipe({
  base: {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.large,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    // keep the customer's and the agent's line breaks; break very long words
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    from: {
      customer: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderEndStartRadius: vars.radius.small,
      },
      agent: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        borderEndEndRadius: vars.radius.small,
      },
    },
  },
  defaultVariants: { from: 'customer' },
});

export const meta = style([
  sprinkles({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xsmall' }),
  {
    fontSize: vars.fontSize.xsmall,
    color: vars.color.textMuted,
  },
]);

export const status = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
    {
      fontWeight: vars.fontWeight.medium,
    },
  ],
  variants: {
    status: {
      sent: { color: vars.color.textMuted },
      delivered: { color: vars.color.textMuted },
      read: { color: vars.color.brand },
    },
  },
});

export const statusIcon = style({
  width: vars.iconSize.inline,
  height: vars.iconSize.inline,
  flexShrink: 0,
});
