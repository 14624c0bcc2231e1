export {
  checkoutApi,
  useGetPaymentsAvailableQuery,
  useStartCheckoutMutation,
  useConfirmCheckoutMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  type PaidTier,
} from './api/checkout-api';
export { checkoutTexts } from './config/texts';
export { useStartCheckout } from './model/use-start-checkout';
export { useConfirmCheckoutReturn } from './model/use-confirm-checkout-return';
export { useCancelledCheckoutNotice } from './model/use-cancelled-checkout-notice';
export { CancelSubscriptionButton } from './ui/CancelSubscriptionButton';
export { ResumeSubscriptionButton } from './ui/ResumeSubscriptionButton';
