export * from './AdminLinkGrid';
