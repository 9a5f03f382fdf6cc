export * from './LeadMagnetForm';
