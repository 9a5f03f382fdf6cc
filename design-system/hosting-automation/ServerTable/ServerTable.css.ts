import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { text } from '../../primitives/Text/Text.css';

/**
 * The table needs about 68em to show every column without scrolling; below that the servers are
 * cards (several per row on a tablet, one on a phone). A container query, so the switch follows
 * the space the component has, not the window; CSS only, so server and client markup match.
 */
const serverTable = createContainer('serverTable');
const wideEnough = `${serverTable} (min-width: 68em)`;

export const root = style({
  containerType: 'inline-size',
  containerName: serverTable,
  minWidth: 0,
});

export const wide = style({
  display: 'none',
  '@container': { [wideEnough]: { display: 'block' } },
});

export const narrow = style([
  sprinkles({ gap: 'medium' }),
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    padding: 0,
    listStyle: 'none',
    '@container': { [wideEnough]: { display: 'none' } },
  },
]);

export const name = style({
  display: 'block',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const detail = style([text({ tone: 'muted', size: 'xsmall' }), { display: 'block' }]);

export const usageCell = style({
  minWidth: '7.5rem',
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxsmall' });

export const iconButton = style({
  paddingInline: vars.space.xsmall,
});

export const textButton = style({
  paddingInline: vars.space.xsmall,
  whiteSpace: 'nowrap',
});

export const icon = style({
  width: '1.125em',
  height: '1.125em',
  flexShrink: 0,
});

/** The body of a server's Card in the narrow layout. */
export const card = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' });

export const cardHeader = sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'small' });

export const cardTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const cardUptime = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 'xsmall' }),
  {
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
    margin: 0,
  },
]);

export const cardUptimeValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

// Three equal buttons in a row on a phone; two and one on the narrowest screens.
export const cardActions = style([
  sprinkles({ display: 'grid', gap: 'xsmall' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6rem), 1fr))',
    paddingBlockStart: vars.space.small,
    borderBlockStartWidth: vars.borderWidth.standard,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: vars.color.border,
  },
]);

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.large,
});
