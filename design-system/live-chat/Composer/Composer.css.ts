import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { controlBox } from '../../primitives/Field/fieldParts.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'contentAction', alignItems: 'end', columnGap: 'xsmall', rowGap: 'xxsmall' }),
  {
    gridTemplateAreas: '"input send" "hint hint"',
  },
]);

export const textarea = style([
  controlBox,
  {
    gridArea: 'input',
    display: 'block',
    paddingBlock: vars.space.xsmall,
    lineHeight: vars.lineHeight.standard,
    resize: 'none',
    // grows with the text up to about five lines, then scrolls
    fieldSizing: 'content',
    minHeight: vars.size.touch,
    maxHeight: `calc(${vars.size.touch} * 3.5)`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
]);

export const send = style({
  gridArea: 'send',
});

export const hint = style({
  gridArea: 'hint',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});
