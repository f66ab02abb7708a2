import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient, useFunctionMutation } from "@/lib/queries";

/** `verify-payment`, asked by the return page (and again on its Try Again). */
export function useVerifyPayment() {
  return useFunctionMutation("verify-payment").mutateAsync;
}

/** `refund-payment`: refunds the order's failed cards; the server decides the amount. */
export function useRefundPayment() {
  return useFunctionMutation("refund-payment").mutateAsync;
}

/** The paid order, for a success page opened without the return page's state (a reload, a bookmark). */
export function useVerifiedOrder(sessionId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery(
    { ...functionQuery("verify-payment", { sessionId: sessionId ?? "" }), enabled: enabled && Boolean(sessionId) },
    queryClient,
  );
}
