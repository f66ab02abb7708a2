import { useFunctionMutation } from "@/lib/queries";
import type { PostcardData } from "../state/postcard-data";

/**
 * `postcard-draft`: saves the sender's own words as a draft ("Write it myself", or the review when
 * none was saved yet), and approves the message the sender settled on.
 */
export function usePostcardDraft() {
  const { mutateAsync } = useFunctionMutation("postcard-draft");
  return {
    async create(data: PostcardData) {
      const created = (await mutateAsync({
        action: "create",
        zipCode: data.zipCode ?? "",
        concerns: data.concerns ?? "",
        personalImpact: data.personalImpact ?? "",
      })) as { draftId: string };
      return created.draftId;
    },
    approve: (draftId: string, humanApprovedMessage: string) =>
      mutateAsync({ action: "approve", draftId, humanApprovedMessage }),
  };
}
