export { TextLink, type TextLinkProps } from './TextLink';
export { RouteLink, type RouteLinkProps } from './RouteLink';
