import type { PostcardData } from "./postcard-data";

/**
 * Where a message written by hand starts ("Write it myself", at step 2 or while drafting): what
 * the person typed at step 2 (on a campaign's link, its talking points), so nothing typed is lost;
 * nothing when a message is already written or nothing was typed.
 */
export function ownWordsStart(data: PostcardData): Partial<PostcardData> {
  const typed = [data.concerns, data.personalImpact].map((t) => t?.trim() ?? "").filter(Boolean);
  return !data.finalMessage?.trim() && typed.length ? { finalMessage: typed.join("\n\n") } : {};
}
