export * from './GuardScreen';
