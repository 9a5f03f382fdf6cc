import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { text as textRecipe } from '../../primitives/Text/Text.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }),
  {
    paddingBlock: vars.space.xlarge,
    selectors: {
      '& + &': {
        borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      },
    },
  },
]);

export const head = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 'medium' });

export const intro = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  {
    maxWidth: vars.size.prose,
  },
]);

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const badges = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall' });

export const note = style([textRecipe({ tone: 'muted', size: 'small' }), { margin: 0 }]);

// --- product summary card (/subscription-services) --------------------------------------------

export const productGrid = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const productItem = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    minWidth: 0,
  },
]);

export const product = style({
  height: '100%',
});

export const productHead = sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' });

export const productIcon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

export const facts = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    margin: 0,
  },
]);

export const factLabel = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  lineHeight: vars.lineHeight.standard,
});

export const startingPrice = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});
