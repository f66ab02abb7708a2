export { createLocalCheckout, type LocalCheckout } from "./local-checkout";
export {
  CHECKOUT_SESSION_ID_TEMPLATE,
  type CheckoutSessionState,
  type PaymentProvider,
} from "./payment-provider";
export { createStripeCheckout, type StripeCheckout } from "./stripe-checkout";
