export * from './MailOutbox';
