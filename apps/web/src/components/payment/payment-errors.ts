import type { FunctionRequest, FunctionResponse } from "@civic/contracts/functions";

/**
 * The payment form's error texts (wizard.md §8). The payment could not even start, so nothing was
 * charged: `createFailed` says so instead of the contract's "Payment failed. Please try again."
 * (docs/decisions/0026), and every error card adds "You have not been charged." and offers Retry.
 * The payment panel says each in the page's language (payment-panel.tsx).
 */
export const paymentErrors = {
  createFailed: "The payment form could not open.",
  noSession: "No payment session provided",
  mountFailed: "Failed to mount payment form",
  loadFailed: (reason: string) => `Failed to load payment form: ${reason}`,
  noClientSecret: "Client secret is missing",
  stripeNotLoaded: "Stripe failed to load",
} as const;

/** wizard.md §9: after this long still loading, offer to go back and try again. */
export const PAYMENT_LOAD_FALLBACK_MS = 15_000;

export interface PaymentSession {
  clientSecret: string;
  sessionId: string;
  orderId: string;
  provider: "stripe" | "local";
  amountCents: number;
  /** The order's private status page. */
  statusPath?: string;
}

/**
 * The local test checkout's `local-checkout-pay` call, handed in by the feature showing the form
 * (each feature makes its own calls: the wizard's sender, the organiser's prepayment).
 */
export type LocalCheckoutPay = (
  body: FunctionRequest<"local-checkout-pay">,
) => Promise<FunctionResponse<"local-checkout-pay">>;

export interface PaymentFormProps {
  session: PaymentSession;
  /** The form is on screen and usable. */
  onReady: () => void;
  /** The form could not be shown; the message is one of `paymentErrors`. */
  onError: (message: string) => void;
  /** Paid without leaving the page (no redirect to the return URL). */
  onComplete: () => void;
}
