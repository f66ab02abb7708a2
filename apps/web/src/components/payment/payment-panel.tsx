import { useLingui } from "@lingui/react/macro";
import { ArrowLeft, CircleAlert, RotateCw } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LocalTestCheckout } from "./local-test-checkout";
import { type LocalCheckoutPay, PAYMENT_LOAD_FALLBACK_MS, type PaymentSession, paymentErrors } from "./payment-errors";

// Stripe.js is fetched only when a Stripe session is shown.
const StripeCheckout = lazy(() => import("./stripe-checkout").then((m) => ({ default: m.StripeCheckout })));

export type PaymentPanelState =
  | { status: "creating" }
  | { status: "ready"; session: PaymentSession | null }
  | { status: "error"; message: string; detail?: string };

/**
 * The embedded payment form (wizard.md §2 step 6) with its own back action, the 15 s
 * "taking longer than expected" note while it loads, and the error card.
 */
export function PaymentPanel({
  state,
  onBack,
  onRetry,
  onComplete,
  postalCode,
  payWithLocalCheckout,
  headingLevel = 2,
}: {
  state: PaymentPanelState;
  onBack: () => void;
  /** Tries again from the checkout form as it is (a new payment session). */
  onRetry: () => void;
  onComplete: (session: PaymentSession) => void;
  postalCode?: string;
  payWithLocalCheckout: LocalCheckoutPay;
  /** 1 where the panel is the whole view (the wizard's payment step); 2 under a page's own h1. */
  headingLevel?: 1 | 2;
}) {
  const { t } = useLingui();
  // The payment form's errors (payment-errors.ts) in the page's language; Stripe's own reasons stay as sent.
  const say: Record<string, string> = {
    [paymentErrors.createFailed]: t`The payment form could not open.`,
    [paymentErrors.noSession]: t`No payment session provided`,
    [paymentErrors.mountFailed]: t`Failed to mount payment form`,
    [paymentErrors.noClientSecret]: t`Client secret is missing`,
    [paymentErrors.stripeNotLoaded]: t`Stripe failed to load`,
  };
  const [formReady, setFormReady] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const session = state.status === "ready" ? state.session : null;
  const error =
    state.status === "error"
      ? state.message
      : state.status === "ready" && !session
        ? paymentErrors.noSession
        : formError;
  const loading = !error && !formReady;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!loading) return;
    const t = setTimeout(() => setSlow(true), PAYMENT_LOAD_FALLBACK_MS);
    return () => clearTimeout(t);
  }, [loading]);

  const onReady = useCallback(() => setFormReady(true), []);
  const onError = useCallback((message: string) => setFormError(message), []);
  const complete = useCallback(() => session && onComplete(session), [session, onComplete]);

  return (
    <section aria-labelledby="payment-heading" className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t`Back to checkout`}
      </Button>
      <Heading id="payment-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t`Payment`}
      </Heading>

      {error ? (
        <div role="alert" className="rounded-2xl border-2 border-stamp/30 bg-white p-5 text-center shadow-sm">
          <CircleAlert className="mx-auto size-10 text-stamp" aria-hidden="true" />
          <p className="mt-2 text-lg font-semibold">{say[error] ?? error}</p>
          <p className="mt-1 font-medium">{t`You have not been charged.`}</p>
          {state.status === "error" && state.detail ? <p className="mt-1 text-ink/80">{state.detail}</p> : null}
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button onClick={onRetry}>
              <RotateCw className="size-4" aria-hidden="true" />
              {t`Retry`}
            </Button>
            <Button variant="secondary" onClick={onBack}>
              {t`Go Back`}
            </Button>
          </div>
        </div>
      ) : null}

      {loading ? (
        <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm">
          <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" aria-hidden="true" />
          <p>{t`Loading the secure payment form…`}</p>
          {slow ? (
            <div className="space-y-3">
              <p className="font-medium">{t`This is taking longer than expected.`}</p>
              <Button variant="secondary" onClick={onBack}>
                {t`Go Back and Try Again`}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {session && !error ? (
        <div>
          {session.provider === "stripe" ? (
            <Suspense fallback={null}>
              <StripeCheckout session={session} onReady={onReady} onError={onError} onComplete={complete} />
            </Suspense>
          ) : (
            <LocalTestCheckout
              session={session}
              onReady={onReady}
              onError={onError}
              onComplete={complete}
              defaultPostalCode={postalCode}
              payWithLocalCheckout={payWithLocalCheckout}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
