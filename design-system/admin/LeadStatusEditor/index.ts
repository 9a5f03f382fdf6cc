export * from './LeadStatusEditor';
