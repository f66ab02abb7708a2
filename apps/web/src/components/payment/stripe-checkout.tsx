import type { StripeEmbeddedCheckout } from "@stripe/stripe-js";
import { useEffect, useRef } from "react";
import { loadPublicConfig } from "@/lib/public-config";
import { type PaymentFormProps, paymentErrors } from "./payment-errors";

/**
 * Stripe Embedded Checkout, mounted directly with Stripe.js (loaded only here, on step 6) so each
 * failure maps to the spec's own message. Stripe redirects to the return URL when paid.
 */
export function StripeCheckout({ session, onReady, onError, onComplete }: PaymentFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, onError, onComplete });
  callbacks.current = { onReady, onError, onComplete };

  useEffect(() => {
    let checkout: StripeEmbeddedCheckout | null = null;
    let cancelled = false;
    const fail = (message: string) => {
      if (!cancelled) callbacks.current.onError(message);
    };
    (async () => {
      const clientSecret = session.clientSecret;
      if (!clientSecret) return fail(paymentErrors.noClientSecret);
      const { payments } = await loadPublicConfig();
      let stripe: import("@stripe/stripe-js").Stripe | null = null;
      try {
        const { loadStripe } = await import("@stripe/stripe-js");
        if (payments.publishableKey) stripe = await loadStripe(payments.publishableKey);
      } catch {
        // Stripe.js could not be fetched (offline, blocked): reported below like a null load.
      }
      if (!stripe) return fail(paymentErrors.stripeNotLoaded);
      let created: StripeEmbeddedCheckout;
      try {
        created = await stripe.createEmbeddedCheckoutPage({
          // `clientSecret` is deprecated for `fetchClientSecret`; the session is already made (create-payment).
          fetchClientSecret: () => Promise.resolve(clientSecret),
          onComplete: () => callbacks.current.onComplete(),
        });
      } catch (err) {
        return fail(paymentErrors.loadFailed((err as Error).message || "unknown error"));
      }
      if (cancelled) return created.destroy();
      checkout = created;
      try {
        if (!host.current) throw new Error("The payment form has no place on the page.");
        created.mount(host.current);
        callbacks.current.onReady();
      } catch {
        fail(paymentErrors.mountFailed);
      }
    })();
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [session]);

  return <div ref={host} className="min-h-96" data-testid="stripe-checkout" />;
}
