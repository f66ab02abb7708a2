import type { localCheckoutPayRequest, localCheckoutPayResponse } from "@civic/contracts/payments";
import type { z } from "zod";
import { AppError } from "../../core/app-error";
import type { LocalCheckout } from "../../providers/payments";
import { type PaymentDeps, syncPayment } from "./payment-events";

/**
 * The local test checkout's card form: pays with Stripe's test cards, then fires the same
 * "payment completed" handling a Stripe webhook would, and sends the buyer to the return URL.
 */
export async function payLocalCheckout(
  deps: PaymentDeps,
  checkout: LocalCheckout | null,
  body: z.output<typeof localCheckoutPayRequest>,
): Promise<z.output<typeof localCheckoutPayResponse>> {
  if (!checkout) throw AppError.notFound("The local test checkout is not enabled on this server.");
  const result = await checkout.pay(body.clientSecret, { number: body.cardNumber, expiry: body.expiry, cvc: body.cvc });
  switch (result.status) {
    case "unknown":
      throw AppError.notFound("This payment session was not found. Go back and try again.");
    case "expired":
      return {
        status: "declined",
        returnUrl: null,
        message: "This payment session has expired. Go back and try again.",
      };
    case "declined":
      return { status: "declined", returnUrl: null, message: result.message };
    case "complete":
      await syncPayment(deps, result.sessionId);
      return { status: "complete", returnUrl: result.returnUrl, message: null };
  }
}
