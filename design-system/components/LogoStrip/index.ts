export { LogoStrip, type LogoStripItem, type LogoStripProps } from './LogoStrip';
