import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { media } from '../../../../design-system/tokens/media';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';

export const section = style({ paddingBlock: vars.space.xxlarge });

/** The form beside its aside on wide screens; the form first on a phone. */
export const layout = style([
  sprinkles({ display: 'grid', gap: 'xlarge', alignItems: 'start' }),
  {
    '@media': {
      [media.from('laptopWide')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    },
  },
]);

/** A narrower form beside wider content, the form first in reading order. */
export const layoutFormFirst = style([
  sprinkles({ display: 'grid', gap: 'xlarge', alignItems: 'start' }),
  {
    '@media': {
      [media.from('laptopWide')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
    },
  },
]);

/** The form's Card body: its heading, intro and form (or the success state) in a column. */
export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const aside = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xlarge' }), { minWidth: 0 }]);

export const asideBlock = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const lede = style({ color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const muted = style({ color: vars.color.textMuted });

export const small = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const linkList = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const linkItem = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' });

export const linkDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const expectList = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const expectItem = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    paddingInlineStart: vars.space.medium,
    borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.accent}`,
  },
]);

export const cta = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'medium' }),
  {
    padding: vars.space.xlarge,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.brandSoft,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const ctaText = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }), { maxWidth: vars.size.prose }]);

export const guideSections = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }), { margin: 0, padding: 0, listStyle: 'none', counterReset: 'guide' }]);

export const guideSection = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'labelValue', gap: 'medium', alignItems: 'start' }),
  {
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const guideNumber = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    inlineSize: vars.size.touch,
    blockSize: vars.size.touch,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accentSoft,
    color: vars.color.accent,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.fontSize.large,
  },
]);

export const guideText = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }), { minWidth: 0 }]);

/** A heading after the list of sections: the space of a new part, not of the next item. */
export const afterList = style({ marginBlockStart: vars.space.large });

export const guideExample = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
