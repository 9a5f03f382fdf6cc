export { CheckoutNotice, type CheckoutNoticeProps, type CheckoutOutcome } from './CheckoutNotice';
