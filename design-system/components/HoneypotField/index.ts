export * from './HoneypotField';
