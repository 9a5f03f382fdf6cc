export { StepUpDialog, type StepUpProof } from './StepUpDialog';
