import { useFunctionMutation } from "@/lib/queries";

/** `write-it-myself`: stores the chosen cards for the sender to print and write; no payment. */
export function useWriteItMyself() {
  return useFunctionMutation("write-it-myself").mutateAsync;
}
