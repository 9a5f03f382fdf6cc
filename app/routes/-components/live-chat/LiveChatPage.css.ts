import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';
import { media } from '../../../../design-system/tokens/media';

export const body = style({
  paddingBlock: vars.space.xlarge,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: vars.space.xlarge,
});

/** Below this width the chat list sits above the thread instead of beside it. */
export const stackedChatQuery = media.upTo('laptopNarrow');

export const chatLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(15rem, 20rem) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.large,
  '@media': {
    [stackedChatQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const sidebar = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }), { minWidth: 0 }]);

export const settingsLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xlarge,
  '@media': {
    [media.upTo('laptop')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const preview = style({
  position: 'sticky',
  // below the sticky site header (and its security banner)
  top: `calc(${vars.size.headerHeight} + ${vars.space.xlarge} + ${vars.space.small})`,
});

export const threadColumn = style({
  minWidth: 0,
  // clear the sticky header when scrolled into view
  scrollMarginTop: vars.space.xlarge,
});
