export * from './CustomerTable';
