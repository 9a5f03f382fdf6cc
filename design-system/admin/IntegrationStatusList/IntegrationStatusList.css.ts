import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { cardSurface } from '../../primitives/Card/Card.css';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style([
  cardSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.small,
    padding: vars.space.large,
  },
]);

export const name = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong, margin: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.xsmall, margin: 0, alignItems: 'center' });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const value = style({ margin: 0 });
export const detail = style({ color: vars.color.textMuted, margin: 0 });
