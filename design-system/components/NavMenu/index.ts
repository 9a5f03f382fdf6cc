export { NavMenu } from './NavMenu';
