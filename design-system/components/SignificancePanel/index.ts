export { SignificancePanel, type SignificancePanelProps } from './SignificancePanel';
