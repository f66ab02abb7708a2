import type { VerifyPaymentResponse } from "@civic/contracts/payments";
import { loadOrderBySession, orderStatusOf, queueFulfilment, verifyResponseOf } from "../orders";
import { type PaymentDeps, syncPayment } from "./payment-events";

/** How long the return page's call may wait for the cards to be ordered before answering. */
const VERIFY_WAIT_MS = 8_000;
/**
 * Checks of the order's status come 25 ms apart, then twice as far each time up to 250 ms:
 * fulfilment usually ends within 100 ms of payment, and a fixed 250 ms made every return page
 * wait at least that long (verify-payment's p50 was 305 ms in bench/sender-path.ts).
 */
const FIRST_POLL_MS = 25;
const POLL_MS = 250;

/**
 * Checks the session with the provider, makes sure fulfilment is queued, and reports the
 * per-card results when they are known (waiting a bounded time for them). Orders nothing itself.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  sessionId: string,
  waitMs = VERIFY_WAIT_MS,
): Promise<VerifyPaymentResponse> {
  let view = await loadOrderBySession(deps.db, sessionId);
  if (!view) return verifyResponseOf(null);
  if (view.order.status === "pending_payment") {
    await syncPayment(deps, sessionId);
  } else if (view.order.status === "paid") {
    await queueFulfilment(deps.jobs, view.order.id);
  }
  // Wait on the order's status alone (one small query), then read the whole order once.
  const deadline = Date.now() + waitMs;
  let pause = FIRST_POLL_MS;
  while (Date.now() < deadline) {
    if ((await orderStatusOf(deps.db, view.order.id)) !== "paid") break;
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(2 * pause, POLL_MS);
  }
  view = await loadOrderBySession(deps.db, sessionId);
  return verifyResponseOf(view);
}
