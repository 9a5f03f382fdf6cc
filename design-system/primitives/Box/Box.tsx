import { clsx } from 'clsx';
import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export type BoxProps = Sprinkles &
  HTMLAttributes<HTMLElement> & {
    /** the element to render (a `div` unless told) */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/**
 * A layout element whose flex, grid, gap, padding and margin come from the sprinkles atoms
 * (`sprinkles.css.ts`) as props, each a token name or one per breakpoint:
 * `<Box as="ul" display="grid" gap={{ base: 'small', tablet: 'medium' }}>`.
 */
export function Box({ as = 'div', className, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else props[key] = value;
  }
  const classes = clsx(sprinkles(atoms as Sprinkles), className);
  return createElement(as, { ...props, className: classes || undefined });
}
