export * from './IntegrationStatusList';
