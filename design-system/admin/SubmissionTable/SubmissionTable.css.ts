import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'medium' });
export const toolbar = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'medium' });
export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });
export const kind = style({ flex: '0 1 14rem' });
export const exportButton = style({ marginInlineStart: 'auto' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const from = style([sprinkles({ display: 'grid' })]);
export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const reference = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small });
export const summary = style({ minWidth: '16rem', maxWidth: '32rem' });
export const details = style({ marginTop: vars.space.xxsmall });
export const detailsToggle = style({ cursor: 'pointer', color: vars.color.brand, fontSize: vars.fontSize.small });
export const fields = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'labelValue', gap: 'xxsmall', columnGap: 'small' }),
  {
    marginTop: vars.space.xsmall,
    fontSize: vars.fontSize.small,
  },
]);
export const fieldLabel = style({ color: vars.color.textMuted });
export const fieldValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const empty = style({ textAlign: 'center', color: vars.color.textMuted, paddingBlock: vars.space.large });
export const fieldRow = style({ display: 'contents' });
export const statusFilters = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall' });
export const status = style({ minWidth: '12rem', maxWidth: '22rem' });
export const latest = style([sprinkles({ display: 'grid' }), { marginTop: vars.space.xxsmall, color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' }]);
export const latestNote = style({ color: vars.color.text, whiteSpace: 'pre-wrap' });
