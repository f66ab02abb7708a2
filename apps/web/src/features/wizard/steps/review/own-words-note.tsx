import { OWN_WORDS_NOTE } from "@civic/contracts/campaigns";
import { useEffect, useState } from "react";
import { invoke } from "@/lib/api-client";

const CHECK_DELAY_MS = 500;

/**
 * In a campaign: a gentle note when the message is identical (case, spaces and punctuation aside)
 * to words at least five paid orders in it carry (the server never confirms one sender's words). Advice only: Continue is never held back, and a failed check says nothing.
 */
export function OwnWordsNote({ slug, message }: { slug: string; message: string }) {
  const [identical, setIdentical] = useState(false);
  useEffect(() => {
    if (!message.trim()) {
      setIdentical(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      invoke("check-campaign-message", { slug, message }, { signal: controller.signal })
        .then((answer) => setIdentical(answer.identical))
        .catch(() => setIdentical(false));
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, message]);
  return (
    <p role="status" className="rounded-xl bg-ink-soft/10 px-4 py-3 text-ink empty:hidden" data-testid="own-words-note">
      {identical ? OWN_WORDS_NOTE : ""}
    </p>
  );
}
