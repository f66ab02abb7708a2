import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { usePublicConfig } from "@/lib/public-config";
import { type InfoView, TopicBody, TopicList, topicTitle } from "./topics";

/**
 * The inside of the site menu and of the information dialog: a title bar (Back from a sub-view,
 * close) and the current view. The main view's title is the product's name.
 */
export function InfoPanel({
  view,
  onViewChange,
  onBack = () => onViewChange("main"),
  footer,
}: {
  view: InfoView;
  onViewChange: (view: InfoView) => void;
  /** Where Back goes (the main view by default); none: no Back, as in a dialog opened on this view. */
  onBack?: (() => void) | null;
  footer?: React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { appName } = usePublicConfig();
  const title = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // After a view change, put focus on the new title so screen readers hear where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    title.current?.focus();
  }, [view]);

  return (
    <>
      {/* A title too long for the bar at large text gets a row of its own, whole (rem-based @xs). */}
      <div className="@container border-b border-ink/10 px-3">
        <div className="flex min-h-16 flex-wrap items-center gap-x-2">
          {view === "main" || !onBack ? (
            <span className="size-11" />
          ) : (
            <button
              type="button"
              onClick={onBack}
              className="flex min-h-11 items-center gap-1 rounded-xl pr-3 pl-1 font-semibold hover:bg-ink/5"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
              {t`Back`}
            </button>
          )}
          <Dialog.Title
            ref={title}
            tabIndex={-1}
            className="order-last basis-full pb-3 text-center text-xl font-bold text-balance outline-none @xs:order-none @xs:flex-1 @xs:basis-0 @xs:pb-0"
          >
            {view === "main" ? appName : topicTitle(view, i18n)}
          </Dialog.Title>
          <Dialog.Close
            aria-label={t`Close`}
            className="ml-auto flex size-11 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll long views (Privacy & Terms) without a link inside. */}
      <section
        aria-label={view === "main" ? appName : topicTitle(view, i18n)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="flex-1 overflow-y-auto overscroll-contain px-5 py-5"
      >
        {view === "main" ? <TopicList onOpen={onViewChange} /> : <TopicBody topic={view} onOpen={onViewChange} />}
        {view === "main" ? footer : null}
      </section>
    </>
  );
}
