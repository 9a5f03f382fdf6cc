export * from './SecondFactorForm';
