export * from './FormSuccess';
