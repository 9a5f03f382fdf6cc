export * from './ContactDetails';
