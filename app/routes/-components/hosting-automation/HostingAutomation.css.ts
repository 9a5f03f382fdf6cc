import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';

export const body = style({
  paddingBlock: vars.space.xlarge,
});

export const tabIcon = style({
  width: '1.125em',
  height: '1.125em',
  flexShrink: 0,
});

export const panel = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }), { minWidth: 0 }]);

export const panelHeader = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: 'medium',
});

export const panelIntro = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  { maxWidth: vars.size.prose },
]);

export const ruleGrid = style([
  sprinkles({ display: 'grid', gap: 'medium', padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))', listStyle: 'none' },
]);

export const chartGrid = style([
  sprinkles({ display: 'grid', gap: 'medium' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))' },
]);

export const logs = style({
  margin: 0,
  padding: vars.space.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const term = style({
  color: vars.color.textMuted,
});

export const definition = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

/** Alerts beside their settings on a wide screen, above them on a narrow one. */
export const alertsLayout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  gap: vars.space.xlarge,
  alignItems: 'start',
});
