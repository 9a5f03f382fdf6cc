export { SignificancePanel } from './SignificancePanel';
