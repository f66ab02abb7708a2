/** A card payment provider with Stripe Checkout's session semantics (Stripe, or the local test checkout). */
export interface PaymentProvider {
  readonly name: "stripe" | "local";
  /** Test mode: the local checkout, or Stripe with test keys. Testing aids are refused otherwise. */
  readonly testMode: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ sessionId: string; clientSecret: string }>;
  /** The provider's own view of a session: the only truth about whether money arrived. */
  retrieveSession(sessionId: string): Promise<CheckoutSessionState | null>;
  /**
   * Refunds part or all of a session's payment; the same idempotency key never refunds twice, also
   * after the provider pruned the key (it looks for the refund first: docs/decisions/0072).
   */
  refund(input: RefundInput): Promise<{ refundId: string; status: "succeeded" | "pending" | "failed" }>;
}

export interface CheckoutSessionInput {
  orderId: string;
  orderNumber: number;
  amountCents: number;
  currency: string;
  email: string;
  /** What the buyer sees on the checkout line item, e.g. '2 handwritten postcards'. */
  description: string;
  /** Absolute or site-relative URL with the literal `{CHECKOUT_SESSION_ID}` template. */
  returnUrl: string;
  idempotencyKey: string;
  /**
   * The language Checkout's page is shown in; unset, Stripe follows the browser ("auto"). One of
   * Stripe's Checkout locales (https://docs.stripe.com/js/appendix/supported_locales): a Spanish
   * order asks for "es-419", Latin American Spanish, the Spanish most US Spanish speakers read.
   */
  locale?: CheckoutLocale;
}

/** Stripe Checkout's documented locales (https://docs.stripe.com/js/appendix/supported_locales, column Checkout). */
export const CHECKOUT_LOCALES = [
  "auto",
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "en-GB",
  "es",
  "es-419",
  "et",
  "fi",
  "fil",
  "fr",
  "fr-CA",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "lv",
  "ms",
  "mt",
  "nb",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "th",
  "tr",
  "vi",
  "zh",
  "zh-HK",
  "zh-TW",
] as const;
type CheckoutLocale = (typeof CHECKOUT_LOCALES)[number];

export interface CheckoutSessionState {
  sessionId: string;
  orderId: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  paymentIntentId: string | null;
  amountTotal: number | null;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string | null;
}

export interface RefundInput {
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
  idempotencyKey: string;
  reason: string;
}

/** A provider call failed in a way worth retrying later (network, 5xx, rate limit). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export const CHECKOUT_SESSION_ID_TEMPLATE = "{CHECKOUT_SESSION_ID}";
