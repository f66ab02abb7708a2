import { useLocation, useSearchParams } from "react-router";

/** site.md §2: the information topics; `?view=` opens the dialog only for one of these five. */
const infoTopics = ["about", "faq", "research", "contact", "privacy-terms"] as const;
export type InfoTopic = (typeof infoTopics)[number];

export function parseInfoTopic(value: string | null | undefined): InfoTopic | null {
  return infoTopics.find((t) => t === value) ?? null;
}

/**
 * The landing's `?view=` parameter. The app layer shows the information dialog for it, so any
 * feature opens the dialog by setting the parameter (e.g. 'Learn More' → `open("research")`).
 * Navigation state (the skip-onboarding flag) is kept so "/" does not redirect.
 */
export function useInfoViewParam() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const update = (topic: InfoTopic | null, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (topic) next.set("view", topic);
        else next.delete("view");
        return next;
      },
      { replace, state, preventScrollReset: true },
    );
  return {
    topic: parseInfoTopic(params.get("view")),
    open: (topic: InfoTopic) => update(topic, false),
    close: () => update(null, true),
  };
}
