import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { orderRequest, testCards } from "@civic/test-fixtures";
import type { TestRuntime } from "../harness";

/** A sender in Fort Lauderdale writing to their House member and both Florida senators. */
export function floridaLegislators(rt: TestRuntime) {
  const found = rt.ctx.services.legislators.index.findByZip("33301");
  if (!found) throw new Error("ZIP 33301 missing from the directory");
  const representative = found.representatives.find((r) => !r.vacant);
  if (!representative || found.senators.length < 2) throw new Error("Florida legislators missing");
  return { representative, senators: found.senators };
}

/** The shared sample order (@civic/test-fixtures) to this runtime's Florida members. */
export function orderBody(
  rt: TestRuntime,
  cards: 1 | 2 | 3,
  extra: Partial<CreatePaymentRequest> = {},
): CreatePaymentRequest {
  const { representative, senators } = floridaLegislators(rt);
  return orderRequest({ representativeId: representative.id, senatorIds: senators.map((s) => s.id) }, cards, extra);
}

/** Creates an order and pays it with a test card; returns the session id. */
export async function placeOrder(rt: TestRuntime, body: CreatePaymentRequest, card: string = testCards.paid) {
  const created = await rt.call("create-payment", body);
  if (created.status !== 200) throw new Error(`create-payment: ${JSON.stringify(created.body)}`);
  const paid = await rt.call("local-checkout-pay", {
    clientSecret: created.body.client_secret,
    cardNumber: card,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  return { created: created.body, paid };
}

/**
 * The local print shop writes and mails every card of the order at once (its timer's two steps),
 * so the order settles: an operator may then erase it (docs/decisions/0031).
 */
export async function mailEveryCard(rt: TestRuntime, orderId: string) {
  const prints = await rt.ctx.db
    .selectFrom("local_print_orders")
    .select("id")
    .where("order_ref", "=", orderId)
    .execute();
  if (!prints.length) throw new Error(`the print shop has no card of order ${orderId}`);
  for (const { id } of prints) {
    await rt.ctx.services.mailing.advanceLocalPrintOrder(id);
    await rt.ctx.services.mailing.advanceLocalPrintOrder(id);
  }
}
