import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

/**
 * The layout atoms (issue 18): one class per property, value and screen width, so a flex or grid
 * layout is composed from these instead of written by hand. Use them as `Box` props, or inside a
 * style composition: `style([sprinkles({ display: 'flex', gap: 'small' }), { ...the rest }])`.
 * Spaces are the theme's space tokens; widths are the named breakpoints of `tokens/media.ts`.
 */
const space = vars.space;

/** The grid column patterns the design system repeats. */
const gridColumns = {
  /** a label and its value: `auto 1fr` */
  labelValue: 'auto 1fr',
  /** a growing text and a fixed control: `minmax(0, 1fr) auto` */
  contentAction: 'minmax(0, 1fr) auto',
  /** one column that may shrink below its content */
  one: 'minmax(0, 1fr)',
  two: 'repeat(2, minmax(0, 1fr))',
  three: 'repeat(3, minmax(0, 1fr))',
  four: 'repeat(4, minmax(0, 1fr))',
} as const;

const layout = defineProperties({
  conditions: {
    base: {},
    tablet: { '@media': media.from('tablet') },
  },
  defaultCondition: 'base',
  // Only the widths a layout here changes at: each condition adds a class per value to every page's CSS.
  responsiveArray: ['base', 'tablet'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'start', 'center', 'flex-end', 'end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    rowGap: space,
    columnGap: space,
    gridTemplateColumns: gridColumns,
  },
});

const spacing = defineProperties({
  properties: {
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(layout, spacing);
export type Sprinkles = Parameters<typeof sprinkles>[0];
