import { draftFallbackPlaceholder } from "@civic/contracts/drafting-rules";
import type { FunctionResponse } from "@civic/contracts/functions";
import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { ApiError, invoke } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";
import type { PostcardData } from "../state/postcard-data";

export interface DraftFailure {
  title: string;
  message: string;
}

export type DraftOutcome = { ok: true; patch: Partial<PostcardData> } | { ok: false; error: DraftFailure };

const failure = (title: string, message: string): DraftOutcome => ({ ok: false, error: { title, message } });

/** What step 3 shows when the assistant could not answer: an empty message with the apology as placeholder. */
export function fallbackPatch(assistantName: string): Partial<PostcardData> {
  return {
    isFallbackPlaceholder: true,
    draftMessage: draftFallbackPlaceholder(assistantName),
    finalMessage: "",
    sources: [],
  };
}

/** The draft call with the error catalogue of wizard.md §8 ("Drafting: …"); never rejects. */
export async function requestDraft(data: PostcardData, assistantName: string): Promise<DraftOutcome> {
  const concerns = data.concerns ?? "";
  const personalImpact = data.personalImpact ?? "";
  if (!concerns.trim() && !personalImpact.trim()) {
    return failure(t`Missing Information`, t`Please provide your concerns or personal impact.`);
  }
  let res: FunctionResponse<"draft-postcard-message"> | null;
  try {
    res = await invoke("draft-postcard-message", {
      concerns,
      personalImpact,
      representative: data.representative
        ? { id: data.representative.id, name: data.representative.name, title: data.representative.title }
        : undefined,
      zipCode: data.zipCode ?? "",
    });
  } catch (err) {
    if (err instanceof ApiError && err.status > 0) {
      // "http_error": the server answered without its error body, so there is no message to show.
      const message = err.code === "http_error" ? "" : err.message;
      return failure(t`Failed to Draft Message`, message || t`An error occurred while drafting your message.`);
    }
    return failure(t`Error Occurred`, t`An unexpected error occurred while drafting your message.`);
  }
  if (!res) return failure(t`No Response`, t`No response from AI service. Please try again.`);
  if (!res.draftMessage && !res.draftId) {
    return failure(t`Invalid Response`, t`Invalid response from AI service. Please try again.`);
  }
  if (res.isFallbackPlaceholder || !res.draftMessage) {
    return { ok: true, patch: { ...fallbackPatch(assistantName), draftId: res.draftId || null } };
  }
  return {
    ok: true,
    patch: {
      draftId: res.draftId || null,
      draftMessage: res.draftMessage,
      finalMessage: res.draftMessage,
      sources: res.sources ?? [],
      isFallbackPlaceholder: false,
    },
  };
}

/** The drafting screen's one request, as a mutation; the assistant's name is read when it is sent. */
export function useDraftRequest(assistantName: () => string) {
  return useMutation(
    {
      mutationKey: ["draft-postcard-message"],
      mutationFn: (data: PostcardData) => requestDraft(data, assistantName()),
    },
    queryClient,
  ).mutateAsync;
}
