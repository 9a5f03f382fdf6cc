import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { sprinkles } from '../primitives/Box/sprinkles.css';

/**
 * The admin's sign-in panels (LoginForm, SecondFactorForm, InvitationAcceptForm): one style module.
 * Each is a `<Card>` at a form's width (`panel`) around a `<form>` whose parts stack (`form`).
 */
export const panel = style({ width: '100%', maxWidth: '28rem' });
/** the sign-in steps: roomy */
export const form = sprinkles({ display: 'grid', gap: 'large' });
/** accepting an invitation: tighter */
export const compactForm = sprinkles({ display: 'grid', gap: 'medium' });
export const heading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' }), { margin: 0 }]);
export const icon = style({ color: vars.color.brand, width: vars.space.large, height: vars.space.large });
export const fields = sprinkles({ display: 'grid', gap: 'medium' });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const detail = style([note, { overflowWrap: 'anywhere' }]);
