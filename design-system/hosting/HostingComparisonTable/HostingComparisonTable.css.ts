import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const icon = style({ width: vars.iconSize.small, height: vars.iconSize.small, flexShrink: 0 });

const valueWithIcon = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
} as const;

export const yes = style({ ...valueWithIcon, color: vars.color.positive, fontWeight: vars.fontWeight.medium });

export const no = style({ ...valueWithIcon, color: vars.color.textMuted });

export const oursText = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const oursHeader = style({ color: vars.color.brand });


/**
 * Three short columns fit a phone if they may wrap (the table's default keeps cells on one
 * line); the scroll region is still there for very narrow screens and large text.
 */
export const wrapping = style({ whiteSpace: 'normal', minWidth: '6.5rem' });
export const featureCell = style({ whiteSpace: 'normal', minWidth: '8rem' });
