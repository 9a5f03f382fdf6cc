export * from './SecurityAlertList';
