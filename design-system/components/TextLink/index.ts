export { TextLink } from './TextLink';
export { RouteLink } from './RouteLink';
