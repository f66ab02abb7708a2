import { useFunctionMutation } from "@/lib/queries";

/** `create-payment`: stores the order and its cards, then opens a checkout session (step 6). */
export function useCreatePayment() {
  return useFunctionMutation("create-payment").mutateAsync;
}

/** `local-checkout-pay`: the local test checkout's card form (only when no real provider is set). */
export function useLocalCheckoutPay() {
  return useFunctionMutation("local-checkout-pay").mutateAsync;
}

/** `claim-sponsored-cards`: a sponsored campaign's order, confirmed without a payment form. */
export function useClaimSponsoredCards() {
  return useFunctionMutation("claim-sponsored-cards").mutateAsync;
}
