export { TextLink } from './TextLink';
export { Link, LinkComponentProvider } from './Link';
export type { LinkComponentProps } from './Link';
