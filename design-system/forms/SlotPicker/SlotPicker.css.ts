import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }), { minWidth: 0 }]);

export const group = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }), { minWidth: 0, margin: 0, padding: 0, border: 0 }]);

export const legend = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const required = style({ marginInlineStart: vars.space.xxsmall, color: vars.color.critical });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const placeholder = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const tiles = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xsmall,
    padding: vars.space.xxsmall,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid transparent`,
    selectors: {
      '&[data-invalid]': { borderColor: vars.color.critical },
    },
  },
  variants: {
    kind: {
      day: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 6.5rem), 1fr))' },
      time: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 6rem), 1fr))' },
    },
  },
});

export const tile = style([sprinkles({ display: 'flex' }), { position: 'relative', minWidth: 0 }]);

/** The real radio: invisible but in place, so it still takes clicks, focus and arrow keys. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const face = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }),
  {
    inlineSize: '100%',
    minHeight: vars.size.touch,
    paddingInline: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textAlign: 'center',
    lineHeight: vars.lineHeight.tight,
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      [`${radio}:hover + &`]: { borderColor: vars.color.brand },
      [`${radio}:checked + &`]: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnBrand,
        // Not colour alone: the chosen tile is also heavier.
        fontWeight: vars.fontWeight.strong,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.strong} ${vars.color.textOnBrand}`,
      },
      [`${radio}:focus-visible + &`]: { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
    },
  },
]);

export const detail = style({ fontSize: vars.fontSize.xsmall, textTransform: 'uppercase', letterSpacing: '0.06em' });

export const label = style({ fontSize: vars.fontSize.standard, fontWeight: 'inherit' });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.medium });
