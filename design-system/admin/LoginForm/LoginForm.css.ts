import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'grid', gap: 'large', padding: 'xlarge' }),
  {
    width: '100%',
    maxWidth: '28rem',
    background: vars.color.surface,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
  },
]);

export const heading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' }), { margin: 0 }]);
export const icon = style({ color: vars.color.brand, width: vars.space.large, height: vars.space.large });
export const fields = sprinkles({ display: 'grid', gap: 'medium' });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
