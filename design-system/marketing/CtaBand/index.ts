export { CtaBand } from './CtaBand';
