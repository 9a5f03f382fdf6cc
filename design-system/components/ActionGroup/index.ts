export { ActionGroup, type ActionGroupProps } from './ActionGroup';
