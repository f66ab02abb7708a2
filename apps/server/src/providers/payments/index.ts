export { createLocalCheckout, eraseLocalCheckoutEmail, type LocalCheckout } from "./local-checkout";
export {
  CHECKOUT_SESSION_ID_TEMPLATE,
  type CheckoutSessionState,
  type PaymentProvider,
} from "./payment-provider";
export { createStripeCheckout, readStripeEvent, type StripeCheckout } from "./stripe-checkout";
