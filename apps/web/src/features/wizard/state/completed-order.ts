import type { SendOption } from "@civic/contracts/pricing";

/** What step 8 shows after the payment form completed in place: the amount actually charged. */
interface CompletedOrder {
  orderId: string;
  sessionId: string;
  amountCents: number;
  /** The order's private status page. */
  statusPath?: string;
  sendOption: SendOption;
  recipients: string[];
  email: string;
  /** A sponsored order: the organisation that paid, said instead of a charge. */
  paidForBy?: string;
}

let completed: CompletedOrder | null = null;

export const completedOrder = {
  get: () => completed,
  set(order: CompletedOrder | null) {
    completed = order;
  },
};
