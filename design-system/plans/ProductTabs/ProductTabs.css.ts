import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const sections = style({
  paddingBlock: vars.space.xlarge,
  // Room for the sticky header when a hero button scrolls the tabs into view.
});

export const heroActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });

export const notice = style({
  paddingBlockStart: vars.space.large,
});
