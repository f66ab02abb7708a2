import type { CreatePaymentRequest } from "@civic/contracts/payments";
import type { SendOption } from "@civic/contracts/pricing";
import type { TestRuntime } from "../harness";

/** A sender in Fort Lauderdale writing to their House member and both Florida senators. */
export function floridaLegislators(rt: TestRuntime) {
  const found = rt.ctx.services.legislators.index.findByZip("33301");
  if (!found) throw new Error("ZIP 33301 missing from the directory");
  const representative = found.representatives.find((r) => !r.vacant);
  if (!representative || found.senators.length < 2) throw new Error("Florida legislators missing");
  return { representative, senators: found.senators };
}

export function orderBody(
  rt: TestRuntime,
  cards: 1 | 2 | 3,
  extra: Partial<CreatePaymentRequest> = {},
): CreatePaymentRequest {
  const { representative, senators } = floridaLegislators(rt);
  const sendOption: SendOption = cards === 3 ? "triple" : cards === 2 ? "double" : "single";
  return {
    sendOption,
    email: "ana@example.com",
    fullName: "Ana Lopez",
    postcardData: {
      userInfo: {
        fullName: "Ana Lopez",
        streetAddress: "100 Las Olas Blvd, Apt 4",
        city: "Fort Lauderdale",
        state: "FL",
        zipCode: "33301",
      },
      // The browser's names and addresses are ignored: only ids count.
      representative: { id: representative.id, name: "Someone Else", address: "nowhere" },
      senators: senators.slice(0, cards - 1).map((s) => ({ id: s.id })),
      finalMessage: "I'm [name] from [Your City]: please protect the Everglades.",
      sendOption,
      email: "ana@example.com",
      draftId: null,
      zipCode: "33301",
      office: "washington",
    },
    ...extra,
  };
}

/** Creates an order and pays it with a test card; returns the session id. */
export async function placeOrder(rt: TestRuntime, body: CreatePaymentRequest, card = "4242 4242 4242 4242") {
  const created = await rt.call("create-payment", body);
  if (created.status !== 200) throw new Error(`create-payment: ${JSON.stringify(created.body)}`);
  const paid = await rt.call("local-checkout-pay", {
    clientSecret: created.body.client_secret,
    cardNumber: card,
    expiry: "12/34",
    cvc: "123",
  });
  return { created: created.body, paid };
}
