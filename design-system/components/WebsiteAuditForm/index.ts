export * from './WebsiteAuditForm';
