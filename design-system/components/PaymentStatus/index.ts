export { PaymentStatus, type PaymentState, type PaymentStatusProps } from './PaymentStatus';
