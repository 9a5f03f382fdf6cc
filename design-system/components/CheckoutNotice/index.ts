export { CheckoutNotice } from './CheckoutNotice';
