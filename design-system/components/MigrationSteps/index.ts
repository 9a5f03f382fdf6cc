export { MigrationSteps, type MigrationStep, type MigrationStepsProps } from './MigrationSteps';
