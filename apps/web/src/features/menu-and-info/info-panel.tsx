import { ChevronLeft, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { usePublicConfig } from "@/lib/public-config";
import { type InfoView, TopicBody, TopicList, topicTitles } from "./topics";

/**
 * The inside of the site menu and of the information dialog: a title bar (Back from a sub-view,
 * close) and the current view. The main view's title is the product's name.
 */
export function InfoPanel({
  view,
  onViewChange,
  footer,
}: {
  view: InfoView;
  onViewChange: (view: InfoView) => void;
  footer?: React.ReactNode;
}) {
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
      <div className="flex min-h-16 items-center gap-2 border-b border-ink/10 px-3">
        {view === "main" ? (
          <span className="size-11" />
        ) : (
          <button
            type="button"
            onClick={() => onViewChange("main")}
            className="flex min-h-11 items-center gap-1 rounded-xl pr-3 pl-1 font-semibold hover:bg-ink/5"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
            Back
          </button>
        )}
        <Dialog.Title ref={title} tabIndex={-1} className="flex-1 truncate text-center text-xl font-bold outline-none">
          {view === "main" ? appName : topicTitles[view]}
        </Dialog.Title>
        <Dialog.Close
          aria-label="Close"
          className="flex size-11 items-center justify-center rounded-full hover:bg-ink/5"
        >
          <X className="size-6" aria-hidden="true" />
        </Dialog.Close>
      </div>
      {/* Focusable so keyboard users can scroll long views (Privacy & Terms) without a link inside. */}
      <section
        aria-label={view === "main" ? appName : topicTitles[view]}
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
