export { LogoStrip } from './LogoStrip';
