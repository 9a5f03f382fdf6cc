export { ActionGroup } from './ActionGroup';
