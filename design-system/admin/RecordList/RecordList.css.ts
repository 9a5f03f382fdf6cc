import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/**
 * The admin's lists of records (admins, invitations, sessions, booked calls, mail, security events):
 * `RecordList` and `RecordItem` draw the list and its flat cards; the rest is for their contents.
 */
export const list = style([sprinkles({ display: 'grid', gap: 'small' }), { margin: 0, padding: 0, listStyle: 'none' }]);
/** a heading, its list and its form, stacked */
export const section = sprinkles({ display: 'grid', gap: 'small' });
/** an item's body: its text and its actions side by side, wrapping on a narrow screen */
export const rowItem = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small' });
/** an item's body: a head line over its details */
export const stackItem = sprinkles({ display: 'grid', gap: 'xsmall' });
/** an item's head line: what it is, and its badge or action at the end */
export const head = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small', justifyContent: 'space-between' });
export const text = style([sprinkles({ display: 'grid', gap: 'xsmall' }), { minWidth: 0 }]);
export const name = style([sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small' }), { fontWeight: vars.fontWeight.strong, margin: 0 }]);
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
/** a small form in a row: its fields and its button aligned at the bottom */
export const inlineForm = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'small' });
