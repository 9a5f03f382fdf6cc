import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { text as textRecipe } from '../Text/Text.css';

/** The parts around a form control (wrapper, label and texts), shared by TextField, TextArea and Select. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style([textRecipe({ weight: 'medium' }), { selectors: { '&[data-disabled]': { color: vars.color.textMuted } } }]);

export const requiredIndicator = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
});

export const helperText = textRecipe({ tone: 'muted', size: 'small' });

export const errorText = textRecipe({ tone: 'critical', size: 'small', weight: 'medium' });

/** The box of a text input, text area or select trigger; each adds its own disabled selector. */
export const controlBox = style({
  appearance: 'none',
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.standard },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

export const disabledControl = {
  cursor: 'not-allowed',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  borderColor: vars.color.border,
};
