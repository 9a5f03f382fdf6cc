export { UpgradeDialog } from './UpgradeDialog';
