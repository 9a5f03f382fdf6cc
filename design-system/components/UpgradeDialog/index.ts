export { UpgradeDialog, type UpgradeDialogProps, type UpgradePlan } from './UpgradeDialog';
