import type { ChooseHeldCardRequest } from "@civic/contracts/order-status";
import { invoke } from "@/lib/api-client";

/** `erase-order-data`: erases the personal part of the order behind a status-page token. */
export function eraseOrderData(token: string) {
  return invoke("erase-order-data", { token });
}

/** `find-my-orders`: emails the address a link to each of its recent orders (the same answer either way). */
export function emailOrderLinks(email: string) {
  return invoke("find-my-orders", { email });
}

/** `replace-status-link`: this link stops working and a new one is emailed to the order's address. */
export function replaceStatusLink(token: string) {
  return invoke("replace-status-link", { token });
}

/** `choose-held-card`: a held card's refund, or the seat's new holder; answers the order as it is then. */
export function chooseHeldCard(request: ChooseHeldCardRequest) {
  return invoke("choose-held-card", request);
}
