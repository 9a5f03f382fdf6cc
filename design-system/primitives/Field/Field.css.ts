import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { controlBox, disabledControl } from './fieldParts.css';

export { root, label, requiredIndicator, helperText, errorText } from './fieldParts.css';

export const control = recipe({
  base: [
    controlBox,
    {
      paddingBlock: vars.space.xsmall,
      lineHeight: vars.lineHeight.standard,
      selectors: {
        '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
        '&:disabled': disabledControl,
      },
    },
  ],
  variants: {
    kind: {
      input: {},
      textarea: { minHeight: `calc(${vars.size.touch} * 2.5)`, resize: 'vertical' },
    },
  },
  defaultVariants: { kind: 'input' },
});
