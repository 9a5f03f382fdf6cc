export { Composer } from './Composer';
export type { ComposerProps } from './Composer';
