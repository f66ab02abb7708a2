import type { VerifyPaymentResponse } from "@civic/contracts/payments";
import type { OrderDeps } from "../orders/order-deps";
import { loadOrderBySession, verifyResponseOf } from "../orders/order-results";
import { queueFulfilment, syncPayment } from "./payment-events";

/** How long the return page's call may wait for the cards to be ordered before answering. */
export const VERIFY_WAIT_MS = 8_000;
const POLL_MS = 200;

/**
 * Checks the session with the provider, makes sure fulfilment is queued, and reports the
 * per-card results when they are known (waiting a bounded time for them). Orders nothing itself.
 */
export async function verifyPayment(
  deps: OrderDeps,
  sessionId: string,
  waitMs = VERIFY_WAIT_MS,
): Promise<VerifyPaymentResponse> {
  let view = await loadOrderBySession(deps.db, sessionId);
  if (!view) return verifyResponseOf(null);
  if (view.order.status === "pending_payment") {
    await syncPayment(deps, sessionId);
  } else if (view.order.status === "paid") {
    await queueFulfilment(deps, view.order.id);
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    view = await loadOrderBySession(deps.db, sessionId);
    if (view?.order.status !== "paid" || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return verifyResponseOf(view);
}
