import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }),
  {
    // The honeypot is positioned against the form.
    position: 'relative',
    minWidth: 0,
  },
]);

export const requiredNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fields = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  },
]);

/** A field that takes the whole row (message, notes, radio groups). */
export const wide = style({ gridColumn: '1 / -1' });

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'medium' });

export const footnote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** A group of fields under its own heading, ruled off from what comes before (FormScaffold). */
export const group = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    paddingBlockStart: vars.space.medium,
    borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);
