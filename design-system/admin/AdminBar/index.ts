export * from './AdminBar';
