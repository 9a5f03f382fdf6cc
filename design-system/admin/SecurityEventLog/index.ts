export * from './SecurityEventLog';
