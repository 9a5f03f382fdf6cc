export * from './StatusList';
