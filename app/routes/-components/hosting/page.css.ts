import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';

export const section = style({
  paddingBlock: vars.space.xxlarge,
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The link to the automation dashboard, under the hero's buttons. */
export const heroLink = style({
  marginBlockStart: vars.space.medium,
  fontWeight: vars.fontWeight.medium,
});

export const planGrid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
});

export const planItem = style({ display: 'grid' });

export const addOnGrid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const addOnSummary = style({
  marginBlockStart: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: 'center',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandSoft,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const ctaBody = style({ maxWidth: vars.size.prose, fontSize: vars.fontSize.large });

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
