export * from './PortalLinkPanel';
