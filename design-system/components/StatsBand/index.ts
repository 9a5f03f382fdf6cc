export { StatsBand } from './StatsBand';
