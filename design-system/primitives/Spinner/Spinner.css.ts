import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: 'inherit',
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      small: { width: '1em', height: '1em', borderWidth: vars.borderWidth.strong },
      medium: { width: vars.space.large, height: vars.space.large, borderWidth: vars.borderWidth.strong },
      large: { width: vars.space.xlarge, height: vars.space.xlarge, borderWidth: vars.space.xxsmall },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof circle>>;
