export * from './TwoFactorSettings';
