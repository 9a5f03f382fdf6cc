export { MigrationSteps } from './MigrationSteps';
