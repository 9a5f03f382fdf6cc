import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';

export const body = style({
  paddingBlock: vars.space.xlarge,
});

export const panelHeader = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 'medium' }),
  { marginBlockEnd: vars.space.large },
]);

export const panelIntro = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  { maxWidth: vars.size.prose },
]);

export const lede = style({ color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const cardGrid = style([
  list,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
]);

export const planGrid = style([
  list,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))', alignItems: 'stretch' },
]);

export const planItem = style({ display: 'grid' });

export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  marginBlockEnd: vars.space.large,
});

export const charts = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

export const notice = style({ marginBlockEnd: vars.space.large });

export const demoLink = style({ marginBlockStart: vars.space.large });
