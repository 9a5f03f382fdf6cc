export * from './SystemStatus';
