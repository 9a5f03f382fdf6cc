export { Composer } from './Composer';
