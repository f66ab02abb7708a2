import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths, skipOnboardingState } from "@/config/paths";
import { InfoPanel } from "./info-panel";
import type { InfoView } from "./topics";

/** site.md §9: the browser's theme colour while the menu is open. */
const MENU_THEME_COLOR = "#333333";

function useThemeColorWhile(active: boolean, color: string) {
  useEffect(() => {
    if (!active) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "theme-color";
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = color;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [active, color]);
}

/**
 * site.md §2: the site menu, a panel sliding in from the right. Escape on a sub-view goes back to
 * main, on main it closes; closing always resets to main. Radix traps focus while it is open and
 * returns it to the menu button afterwards.
 */
export default function SiteMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<InfoView>("main");
  useThemeColorWhile(open, MENU_THEME_COLOR);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setView("main");
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label={t`Open menu`}
        className="flex size-11 items-center justify-center rounded-full hover:bg-ink/5"
      >
        <Menu className="size-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=closed]:animate-[fade-out_150ms] data-[state=open]:animate-[fade-in_200ms]" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (view !== "main") {
              e.preventDefault();
              setView("main");
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-paper text-ink shadow-2xl outline-none data-[state=closed]:animate-[sheet-out_150ms_ease-in] data-[state=open]:animate-[sheet-in_220ms_ease-out]"
        >
          <InfoPanel
            view={view}
            onViewChange={setView}
            footer={
              <Link
                to={paths.home}
                state={skipOnboardingState}
                onClick={() => onOpenChange(false)}
                className="mt-6 flex min-h-12 items-center justify-center rounded-xl bg-ink px-5 font-semibold text-white hover:bg-ink/90"
              >
                {t`Write a postcard`}
              </Link>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
