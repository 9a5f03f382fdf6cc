export * from './ContactForm';
