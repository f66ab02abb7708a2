import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { type InfoTopic, useInfoViewParam } from "@/lib/info-view-param";
import { InfoPanel } from "./info-panel";
import type { InfoView } from "./topics";

/**
 * site.md §2: the information dialog, with the views main, research, faq, about, contact and
 * privacy-terms. It opens on `view` and the visitor can move between views inside it.
 */
export function InfoDialog({
  open,
  onOpenChange,
  view = "main",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view?: InfoView;
}) {
  // The views the visitor went through in this opening: Back returns along them, and the view it
  // opened on has no Back (a "Learn More" never leads to a menu the visitor did not open).
  const [trail, setTrail] = useState<InfoView[]>([view]);
  useEffect(() => {
    if (open) setTrail([view]);
  }, [open, view]);
  const current = trail.at(-1) ?? view;
  // What had focus when it opened (a "Learn More" or "See the Research" that is not a Radix
  // trigger): focus goes back there on close, never to the page's body.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=closed]:animate-[fade-out_150ms] data-[state=open]:animate-[fade-in_200ms]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            if (opener.current?.isConnected && opener.current !== document.body) {
              e.preventDefault();
              opener.current.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-3xl bg-paper text-ink shadow-2xl outline-none data-[state=closed]:animate-[fade-out_150ms] data-[state=open]:animate-[fade-in_200ms] md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:max-h-[85dvh] md:w-full md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl"
        >
          <InfoPanel
            view={current}
            onViewChange={(next) => setTrail((t) => [...t, next])}
            onBack={trail.length > 1 ? () => setTrail((t) => t.slice(0, -1)) : null}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The app layer shows this on the landing: `?view=<topic>` opens the dialog; closing drops it. */
export default function InfoDialogFromQuery() {
  const { topic, close } = useInfoViewParam();
  const [lastTopic, setLastTopic] = useState<InfoTopic | null>(topic);
  if (topic && topic !== lastTopic) setLastTopic(topic);
  return (
    <InfoDialog
      open={topic !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      view={topic ?? lastTopic ?? "main"}
    />
  );
}
